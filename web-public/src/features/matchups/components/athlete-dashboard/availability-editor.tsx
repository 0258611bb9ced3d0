import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_TIME_ZONE, LIMITS, WEEKDAYS, type Weekday } from '@server/matchups/constants';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import {
  type AvailabilityWindow,
  useSetAvailability,
} from '@/features/matchups/api/set-availability';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { timeZoneOptions } from '@/features/matchups/utils/time-zones';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: DAY_NAMES[day] }));

/** A window as the form edits it: `key` names its row. */
type Row = AvailabilityWindow & { key: number };
let lastKey = 0;
const rowKey = () => ++lastKey;

/** The weekly windows when the athlete can play, in one time zone (New Orleans' by default). */
export function AvailabilityEditor({ athlete }: { athlete: OwnAthleteAnswer }) {
  const [windows, setWindows] = useState<Row[]>(() =>
    athlete.availability.map((w) => ({ ...w, key: rowKey() })),
  );
  const [timeZone, setTimeZone] = useState(athlete.profile?.timeZone ?? DEFAULT_TIME_ZONE);
  const zones = useMemo(timeZoneOptions, []);
  const save = useSetAvailability(athlete.id);
  const errors = fieldErrorsOf(save.error);

  const change = (i: number, part: Partial<AvailabilityWindow>) =>
    setWindows((list) => list.map((w, j) => (j === i ? { ...w, ...part } : w)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { windows: windows.map(({ key: _key, ...w }) => w), timeZone },
      { onSuccess: () => toast({ title: 'Availability saved' }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Availability">
      <Stack gap="sm">
        {windows.length === 0 && (
          <Text c="dimmed" size="sm">
            No windows yet. Add the times in a usual week when you can train or play.
          </Text>
        )}
        {windows.map((w, i) => (
          <Group
            key={w.key}
            gap="sm"
            align="flex-end"
            wrap="wrap"
            role="group"
            aria-label={`Window ${i + 1}`}
          >
            <NativeSelect
              label="Day"
              data={DAY_OPTIONS}
              value={w.day}
              onChange={(event) => {
                const day = event.currentTarget.value;
                day && change(i, { day: day as Weekday });
              }}
              w={150}
            />
            <TextInput
              label="From"
              type="time"
              value={w.start}
              onChange={(e) => change(i, { start: e.currentTarget.value })}
              w={120}
            />
            <TextInput
              label="To"
              type="time"
              value={w.end}
              onChange={(e) => change(i, { end: e.currentTarget.value })}
              w={120}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove window ${i + 1}`}
              onClick={() => setWindows((list) => list.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.windows && (
          <Text c="red.8" size="sm" role="alert">
            {errors.windows}
          </Text>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={windows.length >= LIMITS.availabilityWindows}
            onClick={() =>
              setWindows((list) => [
                ...list,
                { day: 'sat', start: '09:00', end: '12:00', key: rowKey() },
              ])
            }
          >
            Add a window
          </Button>
          <NativeSelect
            label="Time zone"
            data={zones}
            value={timeZone}
            onChange={(event) => {
              const zone = event.currentTarget.value;
              setTimeZone(zone);
            }}
            error={errors.timeZone}
            w={240}
          />
        </Group>
        <FormRefusal
          action={save}
          errors={errors}
          fallback="The availability could not be saved. Please try again."
        />
        <Group>
          <Button type="submit" loading={save.isPending} color="navy">
            Save availability
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
