import { Group, Text } from '@mantine/core';
import { metricTypeOf } from '@server/matchups/constants';
import type { MetricAnswer } from '@server/matchups/schemas';
import {
  directionHint,
  formatValue,
  metricName,
  shortDate,
  statusLabel,
} from '@/features/matchups/utils/metrics';
import classes from './matchups.module.css';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 12, right: 12, bottom: 24, left: 44 };

type Point = { x: number; y: number; value: MetricAnswer };

/** Where each value sits: x by date, y by value (the range padded so no point sits on an edge). */
function layout(values: readonly MetricAnswer[]): { points: Point[]; low: number; high: number } {
  const times = values.map((v) => Date.parse(`${v.measuredOn}T12:00:00Z`));
  const first = Math.min(...times);
  const span = Math.max(...times) - first || 1;
  const numbers = values.map((v) => v.value);
  const pad =
    (Math.max(...numbers) - Math.min(...numbers)) * 0.15 || Math.abs(numbers[0] ?? 1) * 0.05 || 1;
  const low = Math.min(...numbers) - pad;
  const high = Math.max(...numbers) + pad;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const points = values.map((value, i) => ({
    value,
    x:
      PAD.left +
      (values.length === 1 ? innerW / 2 : (((times[i] ?? first) - first) / span) * innerW),
    y: PAD.top + (1 - (value.value - low) / (high - low)) * innerH,
  }));
  return { points, low, high };
}

/**
 * One metric's values over time: a line through the values that stand (verified and
 * self-reported), verified ones filled, self-reported hollow, rejected ones a cross off the
 * line. The picture's words say the same for those who do not see it.
 */
export function MetricChart({ values }: { values: readonly MetricAnswer[] }) {
  const first = values[0];
  if (!first) return null;
  const metric = metricTypeOf(first.metricType);
  const { points, low, high } = layout(values);
  const standing = points.filter((p) => p.value.status !== 'rejected');
  const path = standing
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(' ');
  const described = values
    .map(
      (v) =>
        `${formatValue(v.metricType, v.value, v.unit)} on ${shortDate(v.measuredOn)} (${statusLabel(v.status)})`,
    )
    .join('; ');
  const digits = metric?.decimals ?? 1;
  return (
    <figure className={classes.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${metricName(first.metricType)} over time: ${described}`}
        className={classes.chartSvg}
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className={classes.axis}
        />
        <line
          x1={PAD.left}
          x2={PAD.left}
          y1={PAD.top}
          y2={HEIGHT - PAD.bottom}
          className={classes.axis}
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className={classes.tick}>
          {high.toFixed(digits)}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" className={classes.tick}>
          {low.toFixed(digits)}
        </text>
        <text x={PAD.left} y={HEIGHT - 6} className={classes.tick}>
          {shortDate(first.measuredOn)}
        </text>
        {values.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className={classes.tick}>
            {shortDate(values[values.length - 1]?.measuredOn ?? first.measuredOn)}
          </text>
        )}
        {standing.length > 1 && <path d={path} className={classes.line} />}
        {points.map((p) =>
          p.value.status === 'rejected' ? (
            <path
              key={p.value.id}
              d={`M${p.x - 4},${p.y - 4} L${p.x + 4},${p.y + 4} M${p.x - 4},${p.y + 4} L${p.x + 4},${p.y - 4}`}
              className={classes.rejectedMark}
            />
          ) : (
            <circle
              key={p.value.id}
              cx={p.x}
              cy={p.y}
              r={4.5}
              className={p.value.status === 'verified' ? classes.verifiedDot : classes.selfDot}
            />
          ),
        )}
      </svg>
      <figcaption>
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="gray.7">
            <span aria-hidden className={classes.legendVerified} /> Verified
          </Text>
          <Text size="xs" c="gray.7">
            <span aria-hidden className={classes.legendSelf} /> Self-reported
          </Text>
          <Text size="xs" c="gray.7">
            × Rejected
          </Text>
          {metric && (
            <Text size="xs" c="gray.7">
              {directionHint(metric)}
            </Text>
          )}
        </Group>
      </figcaption>
    </figure>
  );
}
