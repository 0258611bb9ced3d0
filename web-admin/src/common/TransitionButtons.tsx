import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

/** A final step asks first: what the dialog says, and its button. */
export type Confirmation = { title: string; text: string; action: string };

/**
 * The moves a record's status may make, as buttons: the server's own list of allowed
 * transitions from the current status (its `constants.ts`), so the back office offers exactly
 * what the server accepts. A status with a confirmation asks before it is chosen.
 */
export function TransitionButtons<Status extends string>({
  current,
  allowed,
  label,
  confirm,
  disabled,
  final,
  onChoose,
}: {
  current: Status;
  allowed: Readonly<Record<Status, readonly Status[]>>;
  /** The button's words for a status ("Mark contacted"). */
  label: (status: Status) => string;
  confirm?: Partial<Record<Status, Confirmation>>;
  disabled?: boolean;
  /** Shown when no move is left. */
  final: ReactNode;
  onChoose: (status: Status) => void;
}) {
  const [asking, setAsking] = useState<Status | null>(null);
  const titleId = useId();
  const next = allowed[current];
  if (next.length === 0) return <>{final}</>;
  const question = asking ? confirm?.[asking] : undefined;
  const choose = (status: Status) => {
    setAsking(null);
    onChoose(status);
  };
  return (
    <Box sx={{ display: 'contents' }}>
      {next.map((status) => {
        const asks = confirm?.[status] !== undefined;
        return (
          <Button
            key={status}
            variant={asks ? 'outlined' : 'contained'}
            color={asks ? 'secondary' : 'primary'}
            size="small"
            disabled={disabled}
            onClick={() => (asks ? setAsking(status) : choose(status))}
          >
            {label(status)}
          </Button>
        );
      })}
      <Dialog
        open={question !== undefined}
        onClose={() => setAsking(null)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{question?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button color="secondary" variant="contained" onClick={() => asking && choose(asking)}>
            {question?.action}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
