import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { describeSharedAddresses, LIMITS, MESSAGES } from '@server/youscout/constants';
import { type FormEvent, type ReactNode, useState } from 'react';
import { refusalOf, useAdminAction } from '@/features/youscout/api/admin-list';
import {
  type AdminNominationDetail,
  NOMINATIONS_PATH,
  useAdminNomination,
} from '@/features/youscout/api/admin-nominations';
import { capitalized, consentOf, positionsOf, STATUS_COLORS, timeOf } from './admin-format';
import { ReviewActions } from './review-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Divider />
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

function Votes({ nomination }: { nomination: AdminNominationDetail }) {
  const { cast, voided, fromDayOldAccounts, sharedAddresses } = nomination.votes;
  const share =
    nomination.communityVotes > 0
      ? Math.round((fromDayOldAccounts / nomination.communityVotes) * 100)
      : 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Row label="Counted">{nomination.communityVotes}</Row>
      <Row label="Cast">{cast}</Row>
      <Row label="Voided">{voided}</Row>
      <Row label="From day-old accounts">
        {fromDayOldAccounts} ({share}%)
      </Row>
      <Row label="From one address’s accounts">{describeSharedAddresses(sharedAddresses)}</Row>
    </SimpleGrid>
  );
}

const WINDOW_ORDER = 'The end of the time must be after its start';

/** Voids the counted votes cast in [from, to): times in the browser's zone, sent as UTC. */
function VoidVotesForm({ id }: { id: string }) {
  const { run, pending } = useAdminAction();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const start = new Date(from);
    const end = new Date(to);
    if (!from || Number.isNaN(start.getTime())) found.from = 'Enter the start of the time';
    if (!to || Number.isNaN(end.getTime())) found.to = 'Enter the end of the time';
    if (!found.from && !found.to && end <= start) found.to = WINDOW_ORDER;
    if (reason.trim() === '') found.reason = MESSAGES.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = await run({
      path: `${NOMINATIONS_PATH}/${id}/void-votes`,
      body: { from: start.toISOString(), to: end.toISOString(), reason: reason.trim() },
      failure: 'Could not void votes',
    });
    if (done) {
      setFrom('');
      setTo('');
      setReason('');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Void votes">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Voids the counted votes cast from the start (inclusive) to the end (exclusive), in your
          time zone. Voided votes stay in the log and leave the count.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            type="datetime-local"
            label="From"
            value={from}
            error={errors.from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label="To"
            value={to}
            error={errors.to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Reason for voiding"
          value={reason}
          maxLength={LIMITS.reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={pending}>
            Void votes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Notes({ nomination }: { nomination: AdminNominationDetail }) {
  const { run, pending } = useAdminAction();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const removed = nomination.status === 'removed';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setError('Note is required');
      return;
    }
    const done = await run({
      path: `${NOMINATIONS_PATH}/${nomination.id}/notes`,
      body: { note: note.trim() },
      failure: 'Could not add the note',
    });
    if (done) setNote('');
  };

  return (
    <Stack gap="xs">
      {nomination.adminNotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff notes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {nomination.adminNotes.map((entry) => (
            <li key={`${entry.addedAt}-${entry.by}`}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.by} · {timeOf(entry.addedAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {removed ? null : (
        <form onSubmit={submit} noValidate aria-label="Add a staff note">
          <Stack gap="xs">
            <Textarea
              label="Staff note (never shown to the public)"
              autosize
              minRows={2}
              maxLength={LIMITS.note}
              value={note}
              error={error}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={pending}>
                Add note
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function Detail({ nomination }: { nomination: AdminNominationDetail }) {
  const consent = consentOf(nomination);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[nomination.status]} variant="light">
          {nomination.status}
        </Badge>
        <Badge color={consent.color} variant="light">
          {consent.label}
        </Badge>
        <Badge color={nomination.isPublic ? 'green' : 'gray'} variant="outline">
          {nomination.isPublic ? 'Public' : 'Not public'}
        </Badge>
      </Group>
      <ReviewActions nomination={nomination} />
      {nomination.rejectionReason ? (
        <Text size="sm" c="red.8">
          Rejected: {nomination.rejectionReason}
        </Text>
      ) : null}
      <Section title="Athlete">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Row label="Age">
            {nomination.age} ({nomination.ageGroup})
          </Row>
          <Row label="Sport">{capitalized(nomination.sport)}</Row>
          <Row label="Positions">{positionsOf(nomination)}</Row>
          <Row label="Bats/throws">{nomination.handedness}</Row>
          <Row label="School">{nomination.school}</Row>
          <Row label="City, state">
            {nomination.city ? `${nomination.city}, ${nomination.state}` : nomination.state}
          </Row>
          <Row label="Game location">{nomination.gameLocation}</Row>
          <Row label="Game date">{nomination.gameDate}</Row>
          <Row label="Video">
            {nomination.video && /^https:\/\//.test(nomination.video) ? (
              <Anchor href={nomination.video} target="_blank" rel="noopener noreferrer">
                {nomination.video}
              </Anchor>
            ) : (
              nomination.video
            )}
          </Row>
        </SimpleGrid>
        <Row label="Performance">
          <span style={{ whiteSpace: 'pre-wrap' }}>{nomination.performance}</span>
        </Row>
      </Section>
      <Section title="Nominator">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Row label="Name">{nomination.submittedByName}</Row>
          <Row label="E-mail">{nomination.submittedByEmail}</Row>
          <Row label="Phone">{nomination.submittedByPhone}</Row>
          <Row label="Is the guardian">{nomination.nominatorIsGuardian ? 'Yes' : 'No'}</Row>
          <Row label="Guardian's e-mail">{nomination.guardianEmail}</Row>
          <Row label="Account id">{nomination.submittedByUserId}</Row>
        </SimpleGrid>
      </Section>
      <Section title="Votes">
        <Votes nomination={nomination} />
        {nomination.status === 'removed' ? null : <VoidVotesForm id={nomination.id} />}
      </Section>
      <Section title="Status history">
        <Stack gap="xs" component="ol" style={{ paddingLeft: '1.2rem', margin: 0 }}>
          {nomination.history.map((entry) => (
            <li key={`${entry.at}-${entry.status}`}>
              <Text size="sm">
                <strong>{entry.status}</strong> · {timeOf(entry.at)} · by{' '}
                {entry.actor ?? 'the system'}
              </Text>
              {entry.reason ? (
                <Text size="sm" c="dimmed">
                  Reason: {entry.reason}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      </Section>
      <Section title="Staff notes">
        <Notes nomination={nomination} />
      </Section>
    </Stack>
  );
}

/** The full record of one nomination, beside the list (a full-screen sheet on a phone). */
export function NominationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const nomination = useAdminNomination(id);
  const title = nomination.data
    ? `${nomination.data.firstName} ${nomination.data.lastName}`
    : 'Nomination';
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Title order={3}>{title}</Title>}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {nomination.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading the nomination">
          <Loader />
        </Group>
      ) : nomination.isError ? (
        <Alert color="red" title="Could not load the nomination">
          {refusalOf(nomination.error)}
        </Alert>
      ) : (
        <Detail nomination={nomination.data} />
      )}
    </Drawer>
  );
}
