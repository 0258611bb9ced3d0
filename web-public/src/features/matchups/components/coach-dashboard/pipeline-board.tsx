import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
} from '@server/matchups/constants';
import type { WatchAnswer } from '@server/matchups/schemas';
import { IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error/load-error';
import { Loading } from '@/components/ui/loading/loading';
import { useWatchlist } from '@/features/matchups/api/get-watchlist';
import { useMoveStage } from '@/features/matchups/api/move-stage';
import classes from '@/features/matchups/components/matchups.module.css';
import { MATCHUPS_PATHS } from '@/features/matchups/utils/paths';
import { serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const STAGE_OPTIONS = PIPELINE_STAGES.map((s) => ({ value: s, label: PIPELINE_STAGE_LABELS[s] }));
const PRIORITY_COLOR = { low: 'gray', medium: 'blue', high: 'red' } as const;
const isStage = (value: unknown): value is PipelineStage =>
  typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);

type Move = (athleteId: string, stage: PipelineStage) => void;

function BoardCard({ row, onMove }: { row: WatchAnswer; onMove: Move }) {
  const { athlete } = row;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: athlete.id,
    data: { name: athlete.displayName },
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 2 }
    : undefined;
  return (
    <Paper
      ref={setNodeRef}
      style={style}
      withBorder
      radius="sm"
      p="xs"
      component="li"
      className={classes.boardCard}
      data-dragging={isDragging || undefined}
      aria-label={athlete.displayName}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Drag ${athlete.displayName}`}
          {...listeners}
          {...attributes}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor
            component={Link}
            to={MATCHUPS_PATHS.athlete(athlete.id)}
            fw={700}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {athlete.displayName}
          </Anchor>
          <Text size="xs" c="gray.7">
            {athlete.positions.join(' / ')} · {athlete.graduationYear}
          </Text>
          <Badge size="xs" variant="light" color={PRIORITY_COLOR[row.priority]}>
            {row.priority} priority
          </Badge>
          {row.notes && (
            <Text size="xs" c="gray.8" lineClamp={3}>
              {row.notes}
            </Text>
          )}
          <NativeSelect
            size="xs"
            label="Move to"
            aria-label={`Move ${athlete.displayName} to`}
            data={STAGE_OPTIONS}
            value={row.stage}
            onChange={(event) => {
              const stage = event.currentTarget.value;
              isStage(stage) && stage !== row.stage && onMove(athlete.id, stage);
            }}
          />
        </Stack>
      </Group>
    </Paper>
  );
}

function Column({
  stage,
  rows,
  onMove,
}: {
  stage: PipelineStage;
  rows: WatchAnswer[];
  onMove: Move;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      data-over={isOver || undefined}
      aria-labelledby={`stage-${stage}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h6" id={`stage-${stage}`}>
          {PIPELINE_STAGE_LABELS[stage]}
        </Title>
        <Badge size="sm" variant="default" aria-label={`${rows.length} athletes`}>
          {rows.length}
        </Badge>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <BoardCard key={row.athlete.id} row={row} onMove={onMove} />
        ))}
      </Stack>
    </section>
  );
}

const label = (id: unknown) => (isStage(id) ? PIPELINE_STAGE_LABELS[id] : String(id));

/**
 * The recruitment pipeline (PLATFORM.md §2): a column per stage, cards dragged across them by
 * mouse, touch or keyboard (the handle, then Space and the arrows), or moved with each card's
 * "Move to"; each move is POST /api/matchups/watchlist/:id/stage.
 */
export function PipelineBoard() {
  const watchlist = useWatchlist();
  const move = useMoveStage();
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const rows = watchlist.data ?? [];
  const nameOf = (id: unknown) =>
    rows.find((r) => r.athlete.id === id)?.athlete.displayName ?? 'the athlete';

  const onMove: Move = (athleteId, stage) => {
    const name = nameOf(athleteId);
    move.mutate(
      { athleteId, stage },
      {
        onSuccess: () => setSaid(`${name} moved to ${PIPELINE_STAGE_LABELS[stage]}`),
        onError: (error) => {
          setSaid(`${name} could not be moved`);
          toast({
            title: `${name} could not be moved`,
            description: serverMessageOf(error) ?? 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const row = rows.find((r) => r.athlete.id === active.id);
    if (row && over && isStage(over.id) && over.id !== row.stage) onMove(row.athlete.id, over.id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${label(over.id)}.`
        : `${nameOf(active.id)} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped in ${label(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  if (watchlist.isError)
    return (
      <LoadError
        title="Your pipeline could not be loaded"
        error={watchlist.error}
        onRetry={() => void watchlist.refetch()}
      />
    );
  if (!watchlist.data) return <Loading label="Loading your pipeline" mih={120} />;
  if (rows.length === 0)
    return (
      <Text c="dimmed">
        Your pipeline is empty. Search for athletes and press Watch: they start in Identified.
      </Text>
    );
  return (
    <>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move an athlete, press Space, use the arrow keys to reach a stage, then press Space again to drop, or Escape to cancel. Each card also has a Move to list.',
          },
        }}
      >
        <div className={classes.board}>
          {PIPELINE_STAGES.map((stage) => (
            <Column
              key={stage}
              stage={stage}
              rows={rows.filter((r) => r.stage === stage)}
              onMove={onMove}
            />
          ))}
        </div>
      </DndContext>
      <Text size="sm" aria-live="polite" mt="xs" c="gray.8">
        {said}
      </Text>
    </>
  );
}
