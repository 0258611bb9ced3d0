import type { HeatMapAnswer } from '@server/matchups/schemas';

/** The heat map's rows, Monday first as the server counts them (day 0). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const clock = (hour: number) => hour % 12 || 12;
const meridiem = (hour: number) => (hour < 12 ? 'am' : 'pm');

/** "9 am", "12 pm", "12 am" for midnight. */
export const hourText = (hour: number) => `${clock(hour)} ${meridiem(hour)}`;

/** A column's short head: "12a", "9a", "3p". */
export const hourShort = (hour: number) => `${clock(hour)}${meridiem(hour)[0]}`;

/** The hour from `hour` to the next: "9–10 am", "11 am–12 pm", "11 pm–12 am". */
export function hourRange(hour: number): string {
  const next = (hour + 1) % 24;
  return meridiem(hour) === meridiem(next)
    ? `${clock(hour)}–${clock(next)} ${meridiem(next)}`
    : `${hourText(hour)}–${hourText(next)}`;
}

/** The counts as a 7 × 24 grid (day, then hour); the server sends only cells with activity. */
export function countGrid(cells: HeatMapAnswer['cells']): number[][] {
  const grid = WEEKDAYS.map(() => HOURS.map(() => 0));
  for (const { day, hour, count } of cells) {
    const row = grid[day];
    if (row && hour >= 0 && hour < 24) row[hour] = (row[hour] ?? 0) + count;
  }
  return grid;
}

/** The busiest cells: the highest count and every cell that has it, in day and hour order. */
export function busiest(grid: number[][]): {
  count: number;
  cells: { day: number; hour: number }[];
} {
  let count = 0;
  let cells: { day: number; hour: number }[] = [];
  for (const [day, row] of grid.entries())
    for (const [hour, n] of row.entries()) {
      if (n > count) {
        count = n;
        cells = [{ day, hour }];
      } else if (n === count && n > 0) cells.push({ day, hour });
    }
  return { count, cells };
}

/** "Most active: Saturday 9–10 am", with how many other hours tie; null without activity. */
export function busiestText(grid: number[][]): string | null {
  const { count, cells } = busiest(grid);
  const [first, ...rest] = cells;
  if (!first || count === 0) return null;
  const when = `${WEEKDAYS[first.day]} ${hourRange(first.hour)}`;
  const ties =
    rest.length === 0
      ? ''
      : ` (tied with ${rest.length} other hour${rest.length === 1 ? '' : 's'})`;
  return `Most active: ${when}${ties}`;
}

/** A cell's shade, 0 (none) to 4 (the busiest), by its share of the busiest count. */
export const shadeOf = (count: number, max: number) =>
  count <= 0 || max <= 0 ? 0 : Math.min(4, Math.ceil((count / max) * 4));
