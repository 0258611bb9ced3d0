import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, type RaRecord, useDataProvider, useListContext, useNotify } from 'react-admin';
import { csvExporter } from './csv';

const PAGE = 500; // the server's largest page

/** Exports every record the list's filter matches as CSV, fetching page after page. */
export function ExportAllButton<T extends RaRecord>({
  columns,
  filename,
}: {
  columns: readonly (keyof T)[];
  filename: string;
}) {
  const { filterValues, sort, resource, total } = useListContext<T>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const records: T[] = [];
      for (let page = 1; ; page++) {
        const { data, total: all } = await dataProvider.getList<T>(resource, {
          filter: filterValues,
          sort,
          pagination: { page, perPage: PAGE },
        });
        records.push(...data);
        if (data.length < PAGE || records.length >= (all ?? 0)) break;
      }
      await csvExporter(columns, filename)(records);
    } catch {
      notify('Export failed; please try again', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Export CSV" onClick={exportAll} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
