import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemText,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '@/format';
import type { HistoryEntry } from '@/types';
import {
  actorOf,
  fieldChanges,
  fieldLabel,
  isRankEntry,
  rankCause,
  rankDirection,
  showRank,
  showValue,
  timeline,
} from './historyModel';

type Show = 'all' | 'fields' | 'rank';

const RANK_COLOURS = { up: 'success', down: 'warning', on: 'info', off: 'default' } as const;

function EntryBody({ entry, prospectId }: { entry: HistoryEntry; prospectId: string }) {
  switch (entry.type) {
    case 'ProspectAdded':
      return (
        <>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            Added to the board
          </Typography>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {Object.entries(entry.fields).map(([field, value]) => (
              <Chip key={field} size="small" label={`${fieldLabel(field)}: ${showValue(value)}`} />
            ))}
          </Box>
        </>
      );
    case 'ProspectUpdated':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {fieldChanges(entry.changes).map((change) => (
            <li key={change.field}>
              <strong>{change.label}</strong>: {change.before} → {change.after}
            </li>
          ))}
        </Box>
      );
    case 'ProspectRemoved':
      return <Typography sx={{ fontWeight: 600 }}>Removed from the board</Typography>;
    case 'ProspectErased':
      return (
        <Typography sx={{ fontWeight: 600 }}>
          Personal data erased: its fields read "removed" everywhere
        </Typography>
      );
    case 'RankSwapped':
    case 'RankAssigned':
    case 'RankFreed':
      return (
        <Box
          component="span"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Chip
            size="small"
            color={RANK_COLOURS[rankDirection(entry)]}
            label={`Rank ${showRank(entry.rank.from)} → ${showRank(entry.rank.to)}`}
          />
          <span>Cause: {rankCause(entry, prospectId)}</span>
        </Box>
      );
    case 'VoteCast':
      return <span>{entry.signedIn ? 'Vote from a signed-in user' : 'Vote from a visitor'}</span>;
    default: {
      const never: never = entry;
      return never;
    }
  }
}

/** Every field change (before → after) and every rank change with its cause, oldest first. */
export function HistoryTimeline({
  entries,
  prospectId,
}: {
  entries: readonly HistoryEntry[];
  prospectId: string;
}) {
  const [show, setShow] = useState<Show>('all');
  const shown = timeline(entries).filter((entry) =>
    show === 'all' ? true : show === 'rank' ? isRankEntry(entry) : !isRankEntry(entry),
  );
  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={show}
        onChange={(_, value: Show | null) => value && setShow(value)}
        aria-label="Which changes to show"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="all">All changes</ToggleButton>
        <ToggleButton value="fields">Field changes</ToggleButton>
        <ToggleButton value="rank">Rank changes</ToggleButton>
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No changes of this kind.</Typography>
      ) : (
        <List dense aria-label="Changes, oldest first">
          {shown.map((entry) => (
            <ListItem key={entry.eventId} divider alignItems="flex-start" disableGutters>
              <ListItemText
                primary={<EntryBody entry={entry} prospectId={prospectId} />}
                secondary={`${formatDateTime(entry.at)} · by ${actorOf(entry)}`}
                slotProps={{ primary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
