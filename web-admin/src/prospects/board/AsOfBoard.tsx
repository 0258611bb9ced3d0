import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/errors';
import { formatDateTime, fromLocalInput, toLocalInput } from '@/format';
import { BoardTable } from './BoardTable';
import { ComparisonView } from './ComparisonView';
import { compareBoards } from './compareBoards';
import { useBoardAt } from './useBoardAt';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading the board">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={36} />
      ))}
    </Box>
  );
}

const failure = (error: unknown) => (
  <Alert severity="error">
    Error loading the board: {serverMessage(error) ?? 'An error occurred'}
  </Alert>
);

/**
 * The board as it stood at any moment (GET /api/prospects?asOf=), or two moments compared:
 * who entered, who left, who moved most. The choice lives in the address, so it can be shared.
 */
export function AsOfBoard() {
  const [params, setParams] = useSearchParams();
  const at = params.get('at') ?? undefined;
  const since = params.get('since') ?? undefined;
  const comparing = params.get('mode') === 'compare';
  const [mode, setMode] = useState<'single' | 'compare'>(comparing ? 'compare' : 'single');
  const [atInput, setAtInput] = useState(toLocalInput(at ? new Date(at) : new Date()));
  const [sinceInput, setSinceInput] = useState(
    toLocalInput(since ? new Date(since) : new Date(Date.now() - WEEK_MS)),
  );
  const later = useBoardAt(at);
  const earlier = useBoardAt(comparing ? since : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    const atIso = fromLocalInput(atInput);
    if (atIso) next.set('at', atIso);
    if (mode === 'compare') {
      next.set('mode', 'compare');
      const sinceIso = fromLocalInput(sinceInput);
      if (sinceIso) next.set('since', sinceIso);
    }
    setParams(next);
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Board as of" />
      <Card>
        <CardContent>
          <Typography variant="h2" component="h2" gutterBottom>
            The board as it stood
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Replayed from the event log: every rank, vote and edit made by then, and nothing after.
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_, value: 'single' | 'compare' | null) => value && setMode(value)}
            aria-label="Mode"
            sx={{ mb: 2 }}
          >
            <ToggleButton value="single">One moment</ToggleButton>
            <ToggleButton value="compare">Compare two moments</ToggleButton>
          </ToggleButtonGroup>
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {mode === 'compare' && (
              <TextField
                label="From"
                type="datetime-local"
                value={sinceInput}
                onChange={(e) => setSinceInput(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ width: 240 }}
                required
              />
            )}
            <TextField
              label={mode === 'compare' ? 'To' : 'As of'}
              type="datetime-local"
              value={atInput}
              onChange={(e) => setAtInput(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 240 }}
              required
            />
            <Button type="submit" variant="contained">
              {mode === 'compare' ? 'Compare' : 'Show board'}
            </Button>
          </Box>
        </CardContent>
      </Card>

      {at === undefined ? (
        <Alert severity="info">Pick a moment and choose Show board.</Alert>
      ) : comparing && since !== undefined ? (
        <Card>
          <CardContent>
            <Typography variant="h2" component="h2" gutterBottom>
              From {formatDateTime(since)} to {formatDateTime(at)}
            </Typography>
            {later.isError ? (
              failure(later.error)
            ) : earlier.isError ? (
              failure(earlier.error)
            ) : later.data && earlier.data ? (
              <ComparisonView comparison={compareBoards(earlier.data, later.data)} />
            ) : (
              <Loading />
            )}
          </CardContent>
        </Card>
      ) : null}

      {at !== undefined && (
        <Card>
          <CardContent>
            <Typography variant="h2" component="h2" gutterBottom>
              As of {formatDateTime(at)}
            </Typography>
            {later.isError ? (
              failure(later.error)
            ) : later.data ? (
              later.data.length === 0 ? (
                <Alert severity="info">The board was empty then.</Alert>
              ) : (
                <BoardTable board={later.data} caption={`The board as of ${formatDateTime(at)}`} />
              )
            ) : (
              <Loading />
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
