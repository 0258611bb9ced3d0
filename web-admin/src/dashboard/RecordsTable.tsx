import {
  Alert,
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

export type Column<T> = { label: string; render: (record: T) => ReactNode; nowrap?: boolean };

/**
 * Document 1 §2: each tab shows a loading skeleton, an error box, an empty message, or a table.
 */
export function RecordsTable<T extends { id: string }>({
  query,
  columns,
  caption,
  errorMessage,
  emptyMessage,
}: {
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  caption: string;
  errorMessage: string;
  emptyMessage: string;
}) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  if (query.isPending)
    return (
      <Box aria-busy="true" aria-label={`Loading ${caption.toLowerCase()}`} sx={{ p: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  if (query.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage}
      </Alert>
    );
  const records = query.data;
  if (records.length === 0)
    return (
      <Alert severity="info" variant="outlined" sx={{ m: 2 }}>
        {emptyMessage}
      </Alert>
    );
  const shown = records.slice(page * perPage, page * perPage + perPage);
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((record) => (
              <TableRow key={record.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.label} sx={column.nowrap ? { whiteSpace: 'nowrap' } : {}}>
                    {column.render(record)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={records.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
