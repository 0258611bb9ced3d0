import {
  Box,
  Button,
  type ButtonProps,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { DialogButtons } from './DialogButtons';

/** A final step asks first: what the dialog says, and its button (secondary unless said). */
export type Confirmation = {
  title: string;
  text: string;
  action: string;
  color?: 'secondary' | 'error';
};

/** A button's look where it is not the default. */
export type ButtonLook = Pick<ButtonProps, 'variant' | 'color'>;

/**
 * The moves a record may make from its state, as buttons: the server's own list of allowed
 * moves from the current state (its `constants.ts`), so the back office offers exactly what the
 * server accepts. A move with a confirmation asks before it is chosen; a move whose question is
 * more than yes or no (a reason, a user) opens the caller's own dialog from `onChoose`.
 */
export function TransitionButtons<
  State extends string,
  Move extends string = State,
  Offered extends Move = Move,
>({
  current,
  allowed,
  offers,
  label,
  look,
  confirm,
  disabled,
  final,
  onChoose,
}: {
  current: State;
  allowed: Readonly<Record<State, readonly Move[]>>;
  /**
   * The moves this control offers, of those allowed (all when not said): the others are made
   * elsewhere (a nominator's withdrawal, a badge's edit form, a move another button offers).
   */
  offers?: readonly Offered[];
  /** The button's words for a move ("Mark contacted"). */
  label: (move: Offered) => string;
  /** By default contained, or outlined secondary for a move that asks. */
  look?: Partial<Record<Offered, ButtonLook>>;
  confirm?: Partial<Record<Offered, Confirmation>>;
  disabled?: boolean;
  /** Shown when no move is left. */
  final: ReactNode;
  /**
   * A confirmed move that answers a promise keeps its dialog open, its buttons off, until the
   * promise settles, and closes it only on true (a refusal leaves it open to try again).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler returns nothing, or a promise
  onChoose: (move: Offered) => void | Promise<boolean>;
}) {
  const [asking, setAsking] = useState<Offered | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const next = allowed[current].filter(
    (move): move is Offered => offers === undefined || (offers as readonly Move[]).includes(move),
  );
  if (next.length === 0) return <>{final}</>;
  const question = asking ? confirm?.[asking] : undefined;
  const confirmed = async (move: Offered) => {
    const outcome = onChoose(move);
    if (outcome === undefined) return setAsking(null);
    setBusy(true);
    try {
      if (await outcome) setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'contents' }}>
      {next.map((move) => {
        const asks = confirm?.[move] !== undefined;
        return (
          <Button
            key={move}
            variant={asks ? 'outlined' : 'contained'}
            color={asks ? 'secondary' : 'primary'}
            {...look?.[move]}
            size="small"
            disabled={disabled}
            onClick={() => (asks ? setAsking(move) : onChoose(move))}
          >
            {label(move)}
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
        <DialogButtons
          pending={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => asking && confirmed(asking)}
          confirm={question?.action}
          color={question?.color ?? 'secondary'}
        />
      </Dialog>
    </Box>
  );
}
