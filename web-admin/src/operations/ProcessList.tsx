import { Chip } from '@mui/material';
import { DataTable, List, SimpleList, useRecordContext } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { useIsSmall } from '@/common/useIsSmall';
import { formatDateTime } from '@/format';
import type { BackgroundProcess } from '@/types';

const Col = DataTable.Col<BackgroundProcess>;

const STATE_COLOURS = { running: 'success', stopped: 'default', failed: 'error' } as const;

function ProcessState() {
  const record = useRecordContext<BackgroundProcess>();
  if (!record) return null;
  return <Chip size="small" color={STATE_COLOURS[record.state]} label={record.state} />;
}

const started = (p: BackgroundProcess) => (p.startedAt ? formatDateTime(p.startedAt) : '—');
const empty = <EmptyMessage>No background processes run in this API process.</EmptyMessage>;

/**
 * The background processes of the API process that answered (badge awards, finishing cut
 * edits, mail): what each is for, whether it runs, and why it failed to start. Read-only: a
 * failed one restarts with its process.
 */
export const ProcessList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Background processes"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      pagination={false}
      actions={false}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading background processes. Please try again later." />}
      queryOptions={{ refetchInterval: 10_000 }}
    >
      {isSmall ? (
        <SimpleList<BackgroundProcess>
          primaryText={(p) => p.name}
          secondaryText={(p) =>
            `${p.purpose} · started ${started(p)}${p.lastError ? ` · ${p.lastError}` : ''}`
          }
          rightIcon={() => <ProcessState />}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<BackgroundProcess> rowClick={false} bulkActionButtons={false} empty={empty}>
          <Col source="name" label="Process" disableSort />
          <Col source="purpose" label="What it does" disableSort />
          <Col source="state" label="State" disableSort>
            <ProcessState />
          </Col>
          <Col
            source="startedAt"
            label="Started"
            disableSort
            sx={{ whiteSpace: 'nowrap' }}
            render={started}
          />
          <Col
            source="lastError"
            label="Last error"
            disableSort
            render={(p) => p.lastError ?? '—'}
          />
        </DataTable>
      )}
    </List>
  );
};
