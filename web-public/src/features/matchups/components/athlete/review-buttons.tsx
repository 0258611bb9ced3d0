import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { NEXT_METRIC_MOVES } from '@server/matchups/constants';
import type { MetricAnswer } from '@server/matchups/schemas';
import { type FormEvent, useState } from 'react';
import { useRejectMetric } from '@/features/matchups/api/reject-metric';
import { type Evidence, useVerifyMetric } from '@/features/matchups/api/verify-metric';
import { formatValue, metricName, shortDate, today } from '@/features/matchups/utils/metrics';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const describe = (value: MetricAnswer) =>
  `${metricName(value.metricType)} ${formatValue(value.metricType, value.value, value.unit)} on ${shortDate(value.measuredOn)}`;

function Refusal({ error }: { error: unknown }) {
  const fields = Object.values(fieldErrorsOf(error));
  return (
    <Alert color="red" role="alert">
      {fields.length > 0
        ? fields.join('. ')
        : (serverMessageOf(error) ?? 'Something went wrong; please try again.')}
    </Alert>
  );
}

function VerifyForm({
  value,
  athleteId,
  onDone,
}: {
  value: MetricAnswer;
  athleteId: string;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<Evidence['kind']>(value.videoUrl ? 'video' : 'event');
  const [url, setUrl] = useState(value.videoUrl ?? '');
  const [event, setEvent] = useState({ name: '', date: value.measuredOn, place: '' });
  const verify = useVerifyMetric(athleteId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const evidence: Evidence = kind === 'video' ? { kind, url } : { kind, ...event };
    verify.mutate(
      { metricId: value.id, evidence },
      {
        onSuccess: () => {
          toast({ title: 'Value verified', description: describe(value) });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Verify the value">
      <Stack gap="sm">
        <Text size="sm">{describe(value)}</Text>
        <Text size="sm" fw={600} id="evidence-kind">
          Evidence
        </Text>
        <SegmentedControl
          aria-labelledby="evidence-kind"
          data={[
            { value: 'video', label: 'Video link' },
            { value: 'event', label: 'Event' },
          ]}
          value={kind}
          onChange={(k) => setKind(k as Evidence['kind'])}
        />
        {kind === 'video' ? (
          <TextInput
            label="Video link"
            required
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
        ) : (
          <>
            <TextInput
              label="Event name"
              required
              value={event.name}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setEvent((v) => ({ ...v, name: value }));
              }}
            />
            <TextInput
              label="Event date"
              type="date"
              required
              max={today()}
              value={event.date}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setEvent((v) => ({ ...v, date: value }));
              }}
            />
            <TextInput
              label="Place"
              required
              value={event.place}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setEvent((v) => ({ ...v, place: value }));
              }}
            />
          </>
        )}
        {verify.isError && <Refusal error={verify.error} />}
        <Group justify="flex-end">
          <Button type="submit" color="teal.9" loading={verify.isPending}>
            Verify value
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RejectForm({
  value,
  athleteId,
  onDone,
}: {
  value: MetricAnswer;
  athleteId: string;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const reject = useRejectMetric(athleteId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reject.mutate(
      { metricId: value.id, reason },
      {
        onSuccess: () => {
          toast({ title: 'Value rejected', description: describe(value) });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Reject the value">
      <Stack gap="sm">
        <Text size="sm">{describe(value)}</Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldErrorsOf(reject.error).reason}
        />
        {reject.isError && Object.keys(fieldErrorsOf(reject.error)).length === 0 && (
          <Refusal error={reject.error} />
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red.8" loading={reject.isPending}>
            Reject value
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A verified coach's or staff's Verify and Reject on a self-reported value. */
export function ReviewButtons({ value, athleteId }: { value: MetricAnswer; athleteId: string }) {
  const [open, setOpen] = useState<'verify' | 'reject' | null>(null);
  const moves = NEXT_METRIC_MOVES[value.status];
  if (moves.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <>
      {moves.includes('verify') && (
        <Button
          size="xs"
          color="teal.9"
          onClick={() => setOpen('verify')}
          aria-label={`Verify ${describe(value)}`}
        >
          Verify
        </Button>
      )}
      {moves.includes('reject') && (
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpen('reject')}
          aria-label={`Reject ${describe(value)}`}
        >
          Reject
        </Button>
      )}
      <Modal
        opened={open !== null}
        onClose={close}
        title={open === 'verify' ? 'Verify a value' : 'Reject a value'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        {open === 'verify' && <VerifyForm value={value} athleteId={athleteId} onDone={close} />}
        {open === 'reject' && <RejectForm value={value} athleteId={athleteId} onDone={close} />}
      </Modal>
    </>
  );
}
