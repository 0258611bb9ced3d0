import type { ReactElement } from 'react';
import { List, type ListProps, type RaRecord } from 'react-admin';
import { ListError } from './ListError';
import { useIsSmall } from './useIsSmall';

type ResponsiveListProps<R extends RaRecord> = Omit<
  ListProps<R>,
  'children' | 'empty' | 'error'
> & {
  /** What the list shows, as its load error says it: "Error loading <what>. …". */
  what: string;
  /** The list on a phone or a narrow tablet: react-admin's SimpleList. */
  small: ReactElement;
  /** The list from there up: its DataTable. */
  children: ReactElement;
};

/**
 * A back-office list: its table, or one card-like row per record on a small screen; an empty
 * list shows the table's (or SimpleList's) own message, and one that failed to load says so with
 * a way to try again.
 */
export function ResponsiveList<R extends RaRecord>({
  what,
  small,
  children,
  ...list
}: ResponsiveListProps<R>) {
  const isSmall = useIsSmall();
  return (
    <List<R>
      {...list}
      empty={false}
      error={<ListError message={`Error loading ${what}. Please try again later.`} />}
    >
      {isSmall ? small : children}
    </List>
  );
}
