import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { LIMITS } from '@server/youscout/constants';
import { IconFlag, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageNumbers } from '@/components/ui/page-numbers/page-numbers';
import { COMMENTS_PER_PAGE, useComments } from '@/features/youscout/api/get-comments';
import { usePostComment } from '@/features/youscout/api/post-comment';
import { useReportComment } from '@/features/youscout/api/report-comment';
import type { ScoutComment } from '@/features/youscout/types';
import { HELD_NOTE } from '@/features/youscout/utils/messages';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { storeRedirect, useUser } from '@/lib/auth';
import { longDate } from '@/lib/long-date';

/** Green for "done" notes: Mantine's green.9 reads 4.3:1 on white (axe wants 4.5), this 6:1. */
const DONE_GREEN = '#1b6e34';

/** Report, for a comment someone else wrote: the server's answer (or refusal) is shown beside it. */
function ReportButton({ comment }: { comment: ScoutComment }) {
  const report = useReportComment();
  if (report.isSuccess)
    return (
      <Text size="xs" c={DONE_GREEN} role="status">
        {report.data.message}
      </Text>
    );
  return (
    <Group gap="xs">
      <Button
        variant="subtle"
        color="gray.7"
        size="compact-xs"
        leftSection={<IconFlag size={12} aria-hidden />}
        loading={report.isPending}
        onClick={() => report.mutate(comment.id)}
        aria-label={`Report the comment by ${comment.authorName}`}
      >
        Report
      </Button>
      {report.isError && (
        <Text size="xs" c="red.8" role="alert">
          {serverMessageOf(report.error) ?? 'The report could not be sent. Try again.'}
        </Text>
      )}
    </Group>
  );
}

function CommentItem({ comment, signedIn }: { comment: ScoutComment; signedIn: boolean }) {
  const hidden = comment.status === 'hidden';
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="comment">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={700}>
          {comment.authorName}
          {comment.mine && (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {longDate(comment.postedAt.slice(0, 10))}
        </Text>
      </Group>
      <Text
        size="sm"
        fs={hidden ? 'italic' : undefined}
        c={hidden ? 'dimmed' : undefined}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {comment.text}
      </Text>
      {comment.status === 'held' && comment.mine && (
        <Text size="xs" c="orange.9" mt={4} role="note">
          <IconShieldCheck size={12} aria-hidden /> {HELD_NOTE}
        </Text>
      )}
      {signedIn && !comment.mine && !hidden && (
        <Group justify="flex-end" mt={4}>
          <ReportButton comment={comment} />
        </Group>
      )}
    </Paper>
  );
}

function CommentForm({ nominationId }: { nominationId: string }) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const post = usePostComment(nominationId);
  const fieldError = post.isError ? fieldErrorsOf(post.error).comment : undefined;
  const submit = () => {
    const comment = text.trim();
    if (!comment) return;
    setNote(null);
    post.mutate(comment, {
      onSuccess: (created) => {
        setText('');
        setNote(
          created.status === 'held'
            ? 'Your comment is waiting for a moderator to review it. Until then only you can see it.'
            : 'Your comment is posted.',
        );
      },
    });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label="Add a comment"
        placeholder="Say something encouraging about this athlete"
        autosize
        minRows={2}
        maxLength={LIMITS.comment}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={fieldError}
        description={`${text.length}/${LIMITS.comment}`}
      />
      {post.isError && !fieldError && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {serverMessageOf(post.error) ?? 'Your comment could not be posted. Try again.'}
        </Text>
      )}
      {note && (
        <Text size="sm" c={DONE_GREEN} role="status" mt="xs">
          {note}
        </Text>
      )}
      <Group justify="flex-end" mt="xs">
        <Button type="submit" color="navy" loading={post.isPending} disabled={!text.trim()}>
          Post comment
        </Button>
      </Group>
    </form>
  );
}

/**
 * A nomination's comments, a page at a time; signed-in people post and report. The heading
 * counts the shown comments (`shownCount`, the nomination's `commentCount`, as My nominations
 * counts them): a moderator's placeholder, or a comment held for review that only its author
 * sees, is listed but not counted.
 */
export function CommentsSection({
  nominationId,
  shownCount,
}: {
  nominationId: string;
  shownCount: number;
}) {
  const [page, setPage] = useState(1);
  const comments = useComments(nominationId, page);
  const { data: user } = useUser();
  const location = useLocation();
  return (
    <Paper component="section" aria-labelledby="comments-title" withBorder radius="md" p="lg">
      <Title id="comments-title" order={2} size="h3" mb="md">
        Comments ({shownCount})
      </Title>
      {comments.isPending && (
        <Text size="sm" role="status">
          Loading comments…
        </Text>
      )}
      {comments.isError && (
        <Alert color="red" variant="light" title="Comments could not be loaded">
          <Button variant="subtle" size="compact-sm" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {comments.data &&
        (comments.data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No comments yet. Be the first to cheer this athlete on.
          </Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {comments.data.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} signedIn={Boolean(user)} />
            ))}
          </Stack>
        ))}
      {comments.data && (
        <PageNumbers
          count={comments.data.total}
          perPage={COMMENTS_PER_PAGE}
          value={page}
          onChange={setPage}
          size="sm"
          color="navy"
          mt="md"
        />
      )}
      <Stack mt="lg">
        {user ? (
          <CommentForm nominationId={nominationId} />
        ) : (
          <Text size="sm">
            <Anchor
              component={Link}
              to="/auth"
              onClick={() => storeRedirect(location.pathname)}
              fw={600}
            >
              Sign in
            </Anchor>{' '}
            to join the conversation.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
