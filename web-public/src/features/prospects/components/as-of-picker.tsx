import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';

type AsOfPickerProps = {
  /** The chosen day (YYYY-MM-DD), or null for today's live board. */
  value: string | null;
  onChange: (day: string | null) => void;
};

/** Picks a past day; the board then shows how it stood at the end of that day. */
export function AsOfPicker({ value, onChange }: AsOfPickerProps) {
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <DatePickerInput
      label="Board as of"
      placeholder="Today (live)"
      value={value}
      // Today is the live board, not a replay of it.
      onChange={(day) => onChange(day && day < today ? day : null)}
      maxDate={today}
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      previousLabel="Previous month"
      nextLabel="Next month"
      w={{ base: '100%', sm: 220 }}
      // The placeholder reads as a value here ("Today"), so it gets body-text contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
