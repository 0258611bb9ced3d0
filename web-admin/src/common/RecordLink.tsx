import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A record's main text as a link to its page: the row's click is for the mouse, this is for
 * the keyboard (and for opening in a new tab).
 */
export function RecordLink({ source, type }: { source: string; type: 'show' | 'edit' }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  const value = record[source];
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {typeof value === 'string' && value !== '' ? value : '—'}
    </Link>
  );
}
