import {
  Alert,
  Button,
  Group,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DEFAULT_PRIORITY, WATCH_PRIORITIES, type WatchPriority } from '@server/matchups/constants';
import { IconEye } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useWatchAthlete } from '@/features/matchups/api/watch-athlete';
import { serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const PRIORITY_LABELS: Record<WatchPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Watch an athlete with a priority (medium unless chosen) and notes: PUT /api/matchups/watchlist/:id. */
export function WatchButton({
  athleteId,
  name,
  watched,
}: {
  athleteId: string;
  name: string;
  watched: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [priority, setPriority] = useState<WatchPriority>(DEFAULT_PRIORITY);
  const [notes, setNotes] = useState('');
  const watch = useWatchAthlete();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    watch.mutate(
      { athleteId, input: { priority, notes } },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: `Watching ${name}`,
            description: 'They are in Identified on your pipeline.',
          });
        },
      },
    );
  };

  if (watched)
    return (
      <Text size="sm" c="teal.9" fw={600}>
        On your watchlist
      </Text>
    );
  return (
    <Popover
      opened={open}
      onChange={setOpen}
      trapFocus
      position="bottom-start"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
        >
          Watch
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} aria-label={`Watch ${name}`}>
          <Stack gap="xs" w={260}>
            <Text size="sm" fw={600} id={`priority-${athleteId}`}>
              Priority
            </Text>
            <SegmentedControl
              aria-labelledby={`priority-${athleteId}`}
              data={WATCH_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
              value={priority}
              onChange={(p) => setPriority(p as WatchPriority)}
            />
            <Textarea
              label="Notes"
              autosize
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            {watch.isError && (
              <Alert color="red" role="alert">
                {serverMessageOf(watch.error) ?? 'Could not watch this athlete. Please try again.'}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={watch.isPending} color="navy">
                Watch {name}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
