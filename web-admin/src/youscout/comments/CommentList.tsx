import { Box, Button, Chip } from '@mui/material';
import type { HOLD_REASONS } from '@server/youscout/constants';
import type { ADMIN_COMMENT_FILTERS } from '@server/youscout/nominations/schemas';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  List,
  ReferenceField,
  SelectInput,
  SimpleList,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { ReasonDialog } from '@/common/ReasonDialog';
import { useIsSmall } from '@/common/useIsSmall';
import { failureText } from '@/errors';
import { formatDateTime } from '@/format';
import { moderateComment } from '../api';
import { REASON } from '../reason';
import { NOMINATIONS } from '../resources';
import type { CommentRecord, CommentStatus } from '../types';

const Col = DataTable.Col<CommentRecord>;

/** The server's status filters, each named (the type keeps the two lists the same). */
const FILTER_LABELS: Record<(typeof ADMIN_COMMENT_FILTERS)[number], string> = {
  // The moderation queue: held by the filter, or reported and still shown.
  review: 'Needs review (held or reported)',
  held: 'Held for review',
  reported: 'Reported',
  hidden: 'Hidden',
  shown: 'Shown',
};
export const COMMENT_FILTERS = Object.entries(FILTER_LABELS).map(([id, name]) => ({ id, name }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={COMMENT_FILTERS} alwaysOn />,
  <TextInput key="nominationId" source="nominationId" label="Nomination id" alwaysOn resettable />,
];

const STATUS_LABELS: Record<CommentStatus, string> = {
  shown: 'Shown',
  held: 'Held',
  hidden: 'Hidden',
};
const STATUS_COLOURS = {
  shown: 'success',
  held: 'warning',
  hidden: 'default',
} as const satisfies Record<CommentStatus, string>;
const HOLD_LABELS: Record<(typeof HOLD_REASONS)[number], string> = {
  profanity: 'profanity',
  'contact-details': 'contact details',
  'meeting-alone': 'asks to meet alone',
};

export function CommentStatusChip({ record }: { record: CommentRecord }) {
  const held = record.heldFor.map((reason) => HOLD_LABELS[reason]).join(', ');
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[record.status]}
      label={`${STATUS_LABELS[record.status]}${record.status === 'held' && held ? `: ${held}` : ''}`}
    />
  );
}

/** Hide (shown or held) or restore (hidden, or release a held one), with a reason. */
export function ModerateButtons() {
  const record = useRecordContext<CommentRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [action, setAction] = useState<'hide' | 'restore' | null>(null);
  if (!record) return null;
  const actions: ('hide' | 'restore')[] =
    record.status === 'shown'
      ? ['hide']
      : record.status === 'hidden'
        ? ['restore']
        : ['restore', 'hide'];
  const confirm = async (reason: string) => {
    if (!action) return false;
    try {
      const { message } = await moderateComment(record.id, action, reason);
      notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(failureText(`Error: could not ${action} the comment`, error), { type: 'error' });
      return false;
    }
  };
  return (
    // A click here is not a click on the row.
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      {actions.map((a) => (
        <Button key={a} size="small" variant="outlined" onClick={() => setAction(a)}>
          {a === 'hide' ? 'Hide' : record.status === 'held' ? 'Release' : 'Restore'}
        </Button>
      ))}
      <ReasonDialog
        {...REASON}
        open={action !== null}
        title={action === 'hide' ? 'Hide this comment?' : 'Show this comment again?'}
        text={
          action === 'hide'
            ? 'The public sees "removed by a moderator: <reason>" in its place.'
            : 'The comment is shown to everyone again. The reason is kept in the log.'
        }
        confirm={action === 'hide' ? 'Hide' : 'Show again'}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}

const empty = <EmptyMessage>No comments match.</EmptyMessage>;

/** Comments on nominations, newest first, with moderation. */
export const CommentList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="YouScout comments"
      sort={{ field: 'postedAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading comments. Please try again later." />}
    >
      {isSmall ? (
        <SimpleList<CommentRecord>
          primaryText={(r) => r.text}
          secondaryText={(r) => `${r.authorName} · ${r.reports} reports`}
          tertiaryText={(r) => formatDateTime(r.postedAt)}
          rightIcon={(r) => <CommentStatusChip record={r} />}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<CommentRecord> bulkActionButtons={false} empty={empty} rowClick={false}>
          <Col source="postedAt" label="Posted">
            <DateField source="postedAt" showTime />
          </Col>
          <Col source="authorName" label="Author" disableSort />
          <Col
            source="text"
            label="Comment"
            disableSort
            sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}
          />
          <Col label="Nomination" disableSort>
            <ReferenceField source="nominationId" reference={NOMINATIONS} link="show" />
          </Col>
          <DataTable.NumberCol source="reports" label="Reports" />
          <Col source="status" label="Status" render={(r) => <CommentStatusChip record={r} />} />
          <Col label="Reason hidden" disableSort render={(r) => r.hiddenReason ?? ''} />
          <Col label="Moderate" disableSort>
            <ModerateButtons />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
