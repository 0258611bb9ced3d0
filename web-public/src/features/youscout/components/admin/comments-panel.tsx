import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { refusalOf, useAdminAction } from '@/features/youscout/api/admin-list';
import {
  type AdminComment,
  COMMENTS_PATH,
  type CommentView,
  useAdminComments,
} from '@/features/youscout/api/admin-nominations';
import { TONES, timeOf } from './admin-format';
import { AdminPager } from './admin-pager';
import { ReasonModal } from './reason-modal';

const VIEWS: { value: CommentView; label: string }[] = [
  { value: 'review', label: 'Needs review' },
  { value: 'held', label: 'Held' },
  { value: 'reported', label: 'Reported' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'shown', label: 'Shown' },
];

const STATUS_COLORS = { shown: TONES.green, held: TONES.orange, hidden: TONES.gray } as const;

type Moderation = { comment: AdminComment; action: 'hide' | 'restore' };

function CommentRow({
  comment,
  onModerate,
  onOpenNomination,
}: {
  comment: AdminComment;
  onModerate: (moderation: Moderation) => void;
  onOpenNomination: (id: string) => void;
}) {
  // Hide: shown or held; restore: hidden, or held (releasing it).
  const canHide = comment.status !== 'hidden';
  const canRestore = comment.status !== 'shown';
  return (
    <Card withBorder radius="md" padding="md" data-testid="comment-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{comment.authorName}</Text>
            <Badge color={STATUS_COLORS[comment.status]} variant="light">
              {comment.status}
            </Badge>
            {comment.heldFor.map((reason) => (
              <Badge key={reason} color={TONES.orange} variant="outline" size="sm">
                held for {reason}
              </Badge>
            ))}
            {comment.reports > 0 ? (
              <Badge color={TONES.red} variant="outline" size="sm">
                {comment.reports} {comment.reports === 1 ? 'report' : 'reports'}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {timeOf(comment.postedAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
        {comment.hiddenReason ? (
          <Text size="sm" c="dimmed">
            Hidden: {comment.hiddenReason}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Button size="xs" variant="subtle" onClick={() => onOpenNomination(comment.nominationId)}>
            Open nomination
          </Button>
          <Group gap="xs">
            {canHide ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => onModerate({ comment, action: 'hide' })}
              >
                Hide
              </Button>
            ) : null}
            {canRestore ? (
              <Button
                size="xs"
                color="green"
                variant="light"
                onClick={() => onModerate({ comment, action: 'restore' })}
              >
                {comment.status === 'held' ? 'Release' : 'Restore'}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** Held and reported comments first, a page at a time; each hidden or restored with a reason. */
export function CommentsPanel({ onOpenNomination }: { onOpenNomination: (id: string) => void }) {
  const [view, setView] = useState<CommentView>('review');
  const [page, setPage] = useState(1);
  const comments = useAdminComments(view, page);
  const total = comments.data?.total ?? 0;
  const { run } = useAdminAction();
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const hiding = moderation?.action === 'hide';

  return (
    <Stack gap="md">
      <SegmentedControl
        data={VIEWS}
        value={view}
        onChange={(value) => {
          setView(value as CommentView);
          setPage(1);
        }}
        aria-label="Which comments"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {comments.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading comments">
          <Loader />
        </Group>
      ) : comments.isError ? (
        <Alert color="red" title="Could not load the comments">
          {refusalOf(comments.error)}
        </Alert>
      ) : comments.data.rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {view === 'review' ? 'No comments are waiting for review.' : 'No comments here.'}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'comment' : 'comments'}
          </Text>
          {comments.data.rows.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              onModerate={setModeration}
              onOpenNomination={onOpenNomination}
            />
          ))}
          <AdminPager total={total} page={page} onChange={setPage} />
        </>
      )}
      <ReasonModal
        opened={moderation !== null}
        title={hiding ? 'Hide comment' : 'Restore comment'}
        description={
          hiding
            ? 'The comment is replaced for everyone by “removed by a moderator: <your reason>”.'
            : 'The comment shows again to everyone.'
        }
        submitLabel={hiding ? 'Hide comment' : 'Restore comment'}
        color={hiding ? 'red' : 'green'}
        onClose={() => setModeration(null)}
        onSubmit={(reason) =>
          moderation
            ? run({
                path: `${COMMENTS_PATH}/${moderation.comment.id}/${moderation.action}`,
                body: { reason },
                failure: hiding ? 'Could not hide the comment' : 'Could not restore the comment',
              })
            : Promise.resolve(true)
        }
      />
    </Stack>
  );
}
