import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { Loading } from '@/components/ui/loading/loading';
import { serverMessageOf } from '@/lib/api-client';
import { useConfirmRemoval, useRemovalLink } from './removal-api';

const WHO = { guardian: 'parent or guardian', nominator: 'the person who made the nomination' };

/** The mailed link opened: which nomination it removes (public fields only), and the button. */
export function ConfirmRemoval({ token }: { token: string }) {
  const link = useRemovalLink(token);
  const confirm = useConfirmRemoval(token);

  if (confirm.isSuccess) {
    return (
      <Alert color="green" title="Removed">
        {confirm.data.message}. It no longer appears anywhere on NOLA Sports.
      </Alert>
    );
  }
  if (link.isPending) {
    return <Loading mih="20vh" label="Loading the removal link" />;
  }
  if (link.isError) {
    return (
      <Alert color="red" title="This link does not work">
        {serverMessageOf(link.error) ?? 'Open the link from the mail again.'}
      </Alert>
    );
  }
  const { athlete, requestedAs } = link.data;
  return (
    <Stack>
      <Text>
        This link was mailed to the address recorded as the nomination's {WHO[requestedAs]}. It
        removes this nomination:
      </Text>
      <List aria-label="The nomination">
        <List.Item>
          <strong>{athlete.name}</strong>
        </List.Item>
        <List.Item>
          {athlete.sport === 'softball' ? 'Softball' : 'Baseball'}, ages {athlete.ageGroup},{' '}
          {athlete.state}
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Removal is immediate and cannot be undone: the athlete's details are erased and the
        nomination, its votes and comments disappear from every page.
      </Text>
      {confirm.isError && (
        <Alert color="red">
          {serverMessageOf(confirm.error) ?? 'Something went wrong; please try again.'}
        </Alert>
      )}
      <Button color="red" onClick={() => confirm.mutate()} loading={confirm.isPending}>
        Remove this nomination
      </Button>
    </Stack>
  );
}
