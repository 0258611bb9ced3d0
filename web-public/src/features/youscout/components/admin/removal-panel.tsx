import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { refusalOf, useAdminAction } from '@/features/youscout/api/admin-list';
import {
  type AdminNomination,
  useAdminNominations,
} from '@/features/youscout/api/admin-nominations';
import { dayOf, STATUS_COLORS } from './admin-format';

const removalPath = (id: string) => `/api/you-scout/nominations/${id}/removal`;

/** The confirmation that spells out what removal does: it cannot be undone. */
function ConfirmRemoval({
  nomination,
  onClose,
}: {
  nomination: AdminNomination | null;
  onClose: () => void;
}) {
  const { run, pending } = useAdminAction();
  const [understood, setUnderstood] = useState(false);
  const close = () => {
    setUnderstood(false);
    onClose();
  };
  const name = nomination ? `${nomination.firstName} ${nomination.lastName}` : '';
  return (
    <Modal opened={nomination !== null} onClose={close} title={`Remove ${name}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          Removing this nomination on the guardian's or the athlete's request erases the athlete's
          personal data <strong>for good</strong>:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            the name, school, city, game location, performance, video and every contact detail are
            deleted and can never be recovered, not even by staff;
          </List.Item>
          <List.Item>the nomination disappears from every public page, list and count;</List.Item>
          <List.Item>its comments and staff notes read “removed”.</List.Item>
        </List>
        <Checkbox
          label="I understand this cannot be undone"
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!understood}
            loading={pending}
            onClick={async () => {
              if (!nomination) return;
              const done = await run({
                path: removalPath(nomination.id),
                failure: 'Could not remove the nomination',
              });
              if (done) close();
            }}
          >
            Remove and erase
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A guardian's or the athlete's removal request, carried out by staff: find the nomination,
 * then remove it. (A linked guardian can also remove it themselves; there is no queue of
 * requests to read, as the API honours a request at once.)
 */
export function RemovalPanel() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const nominations = useAdminNominations({ q: q || undefined, page: 1 });
  const [removing, setRemoving] = useState<AdminNomination | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm">
        When a parent, guardian or the athlete asks for a nomination to be taken down, find it here
        and remove it. Removal is immediate and erases the athlete's personal data.
      </Text>
      <TextInput
        label="Find the nomination"
        placeholder="Athlete's name, school or the nominator's e-mail"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {nominations.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading nominations">
          <Loader />
        </Group>
      ) : nominations.isError ? (
        <Alert color="red" title="Could not load the nominations">
          {refusalOf(nominations.error)}
        </Alert>
      ) : nominations.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No nominations match.
        </Text>
      ) : (
        nominations.data.rows.map((nomination) => (
          <Card key={nomination.id} withBorder radius="md" padding="sm" data-testid="removal-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>
                    {nomination.firstName} {nomination.lastName}
                  </Text>
                  <Badge color={STATUS_COLORS[nomination.status]} variant="light">
                    {nomination.status}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  Age {nomination.age} · {nomination.school ?? 'no school given'} · nominated by{' '}
                  {nomination.submittedByName} on {dayOf(nomination.createdAt)}
                </Text>
              </Stack>
              {nomination.status === 'removed' ? (
                <Text size="sm" c="dimmed">
                  Removed
                </Text>
              ) : (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => setRemoving(nomination)}
                  aria-label={`Remove ${nomination.firstName} ${nomination.lastName}`}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Card>
        ))
      )}
      <ConfirmRemoval nomination={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
