import type { MouseEvent, ReactNode } from 'react';
import {
  type Identifier,
  Link,
  type RaRecord,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';

type RowLinkProps<R extends RaRecord> = {
  /** The linked record's resource: the list's own when absent. */
  resource?: string;
  type?: 'show' | 'edit';
  /** The linked record's id, where it is not the row's own (a coach's account from an alert). */
  idOf?: (record: R) => Identifier;
  /** The link's words, from the row's record. */
  children: (record: R) => ReactNode;
};

/**
 * A row's record as a link to a page: the row's click is for the mouse, this is for the
 * keyboard (and for opening in a new tab).
 */
export function RowLink<R extends RaRecord>({
  resource,
  type = 'show',
  idOf,
  children,
}: RowLinkProps<R>) {
  const record = useRecordContext<R>();
  const listResource = useResourceContext();
  const createPath = useCreatePath();
  const target = resource ?? listResource;
  if (!record || !target) return null;
  return (
    <Link
      to={createPath({ resource: target, id: idOf ? idOf(record) : record.id, type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children(record)}
    </Link>
  );
}

/** A record's main text as a link to its page (a dash where it has none). */
export function RecordLink({ source, type }: { source: string; type: 'show' | 'edit' }) {
  return (
    <RowLink type={type}>
      {(record) => {
        const value = record[source];
        return typeof value === 'string' && value !== '' ? value : '—';
      }}
    </RowLink>
  );
}
