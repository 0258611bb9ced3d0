import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { EVALUATED_GREEN } from '@/theme';
import type { BoardProspect } from '@/types';

const change = (value: number | null) => {
  if (value === null) return '—';
  if (value === 0) return '0';
  return value > 0 ? `▲ ${value}` : `▼ ${-value}`;
};

/** A board as it stood: official order, unranked last. */
export function BoardTable({
  board,
  caption,
}: {
  board: readonly BoardProspect[];
  caption: string;
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Rank</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Position</TableCell>
            <TableCell>School</TableCell>
            <TableCell>Grad Year</TableCell>
            <TableCell align="right">Community Votes</TableCell>
            <TableCell align="right">Community Rank</TableCell>
            <TableCell align="right">7-day change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {board.map((p) => (
            <TableRow
              key={p.id}
              sx={
                p.nolaEvaluated
                  ? { '& td:first-of-type': { borderLeft: `4px solid ${EVALUATED_GREEN}` } }
                  : {}
              }
            >
              <TableCell>{p.nolaRank === null ? '—' : `#${p.nolaRank}`}</TableCell>
              <TableCell>
                {p.firstName} {p.lastName}
              </TableCell>
              <TableCell>
                {p.positionSecondary
                  ? `${p.positionPrimary}/${p.positionSecondary}`
                  : p.positionPrimary}
              </TableCell>
              <TableCell>{p.school || p.teamName || '—'}</TableCell>
              <TableCell>{p.gradYear}</TableCell>
              <TableCell align="right">{p.communityVotes}</TableCell>
              <TableCell align="right">{p.communityRank}</TableCell>
              <TableCell align="right">{change(p.rankChange)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
