import { Box, Group, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { type HeatMapAnswer, useHeatMap } from '@/features/matchups/api/get-heat-map';
import classes from '@/features/matchups/components/matchups.module.css';
import {
  busiest,
  busiestText,
  countGrid,
  HOURS,
  hourRange,
  hourShort,
  hourText,
  shadeOf,
  WEEKDAYS,
} from '@/features/matchups/utils/heat-map';
import { browserTimeZone, timeZoneOptions } from '@/features/matchups/utils/time-zones';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Grid({ answer }: { answer: HeatMapAnswer }) {
  const grid = useMemo(() => countGrid(answer.cells), [answer.cells]);
  const max = busiest(grid).count;
  // Its own horizontal scroll on a phone (24 columns do not fit 375 px; the page does not widen),
  // which the keyboard reaches to scroll.
  return (
    <Box
      component="section"
      className={classes.heatScroll}
      tabIndex={0}
      aria-label="Activity by hour"
    >
      <table className={classes.heatTable}>
        <caption className={classes.heatCaption}>
          Values your watched athletes recorded, by day and hour ({answer.timeZone}), the last{' '}
          {answer.days} days
        </caption>
        <thead>
          <tr>
            <td />
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={classes.heatHour}>
                <span aria-hidden>{hourShort(hour)}</span>
                <VisuallyHidden>{hourText(hour)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, d) => (
            <tr key={day}>
              <th scope="row" className={classes.heatDay}>
                <span aria-hidden>{day.slice(0, 3)}</span>
                <VisuallyHidden>{day}</VisuallyHidden>
              </th>
              {HOURS.map((hour) => {
                const count = grid[d]?.[hour] ?? 0;
                return (
                  <td
                    key={hour}
                    className={classes.heatCell}
                    data-shade={shadeOf(count, max)}
                    title={`${day} ${hourRange(hour)}: ${plural(count, 'value')}`}
                  >
                    {count > 0 ? count : <VisuallyHidden>0</VisuallyHidden>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function Legend() {
  return (
    <Group gap={4} aria-hidden wrap="nowrap">
      <Text size="xs" c="gray.7">
        Fewer
      </Text>
      {[0, 1, 2, 3, 4].map((shade) => (
        <span key={shade} className={classes.heatSwatch} data-shade={shade} />
      ))}
      <Text size="xs" c="gray.7">
        More
      </Text>
    </Group>
  );
}

/** GET /api/matchups/heat-map: when the coach's watched athletes are active, in a time zone. */
export function ActivityHeatMap() {
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const heatMap = useHeatMap(timeZone);
  const answer = heatMap.data;
  const grid = useMemo(() => (answer ? countGrid(answer.cells) : null), [answer]);
  const summary = grid && busiestText(grid);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label="Time zone"
          data={zones}
          value={timeZone}
          onChange={(event) => {
            const zone = event.currentTarget.value;
            zone && setTimeZone(zone);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        {answer && answer.total > 0 && <Legend />}
      </Group>
      <div aria-busy={heatMap.isFetching}>
        {heatMap.isError ? (
          <LoadError
            title="The activity heat map could not be loaded"
            error={heatMap.error}
            onRetry={() => void heatMap.refetch()}
          />
        ) : !answer ? (
          <Loading label="Loading the activity heat map" mih={80} />
        ) : answer.athletes > 0 && answer.athletes < answer.minimumAthletes ? (
          <Text c="dimmed" size="sm">
            The heat map shows once at least {answer.minimumAthletes} athletes you watch have
            recorded values in the last {answer.days} days ({answer.athletes} so far): a map of
            fewer would show one athlete’s own routine.
          </Text>
        ) : answer.total === 0 ? (
          <Text c="dimmed" size="sm">
            No values recorded by the athletes you watch in the last {answer.days} days. Watch
            athletes from a search to see when they are active.
          </Text>
        ) : (
          <Stack gap="xs">
            {/* Said again when another time zone's counts arrive; the grid itself is not read out. */}
            <Text size="sm" fw={600} aria-live="polite">
              {summary} · {plural(answer.total, 'value')} in the last {answer.days} days
            </Text>
            <Grid answer={answer} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
