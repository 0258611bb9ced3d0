import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NOMINATION_STATUSES } from '@server/youscout/constants';
import { type ReactNode, useState } from 'react';
import { refusalOf } from '@/features/youscout/api/admin-list';
import {
  type AdminNomination,
  useAdminNominations,
} from '@/features/youscout/api/admin-nominations';
import { capitalized, consentOf, dayOf, positionsOf, STATUS_COLORS } from './admin-format';
import { AdminPager } from './admin-pager';
import { ReviewActions } from './review-actions';

const ALL = 'all';
const STATUS_OPTIONS = [
  ...NOMINATION_STATUSES.map((status) => ({ value: status, label: capitalized(status) })),
  { value: ALL, label: 'Every status' },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function NominationRow({
  nomination,
  onOpen,
}: {
  nomination: AdminNomination;
  onOpen: (id: string) => void;
}) {
  const consent = consentOf(nomination);
  const name = `${nomination.firstName} ${nomination.lastName}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="nomination-row">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge color={STATUS_COLORS[nomination.status]} variant="light">
              {nomination.status}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          <Field label="Age">{nomination.age}</Field>
          <Field label="Sport">{capitalized(nomination.sport)}</Field>
          <Field label="Positions">{positionsOf(nomination)}</Field>
          <Field label="Nominator">{nomination.submittedByName}</Field>
          <Field label="Submitted">{dayOf(nomination.createdAt)}</Field>
          <Field label="Votes">{nomination.communityVotes}</Field>
          <Field label="Consent">
            <Text span size="sm" fw={600} c={consent.color}>
              {consent.label}
            </Text>
          </Field>
        </SimpleGrid>
        {nomination.rejectionReason ? (
          <Text size="sm" c="red.8">
            Rejected: {nomination.rejectionReason}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <ReviewActions nomination={nomination} />
          <Button
            size="xs"
            variant="default"
            onClick={() => onOpen(nomination.id)}
            aria-label={`Details of ${name}`}
          >
            Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Pending nominations first (the default view, oldest first); any status on request. */
export function ReviewQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<string>('pending');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const nominations = useAdminNominations({
    status: status === ALL ? undefined : status,
    q: q || undefined,
    page,
  });
  const total = nominations.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value ?? 'pending');
            setPage(1);
          }}
          w={180}
        />
        <TextInput
          label="Search"
          placeholder="Name, school or nominator's e-mail"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {nominations.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading nominations">
          <Loader />
        </Group>
      ) : nominations.isError ? (
        <Alert color="red" title="Could not load the nominations">
          {refusalOf(nominations.error)}
        </Alert>
      ) : nominations.data.rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {status === 'pending'
            ? 'No nominations are waiting for review.'
            : 'No nominations match.'}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'nomination' : 'nominations'}
          </Text>
          {nominations.data.rows.map((nomination) => (
            <NominationRow key={nomination.id} nomination={nomination} onOpen={onOpen} />
          ))}
          <AdminPager total={total} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
