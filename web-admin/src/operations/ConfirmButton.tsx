import { Button, type ButtonProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';

/** A button that asks before it acts (every projection operation is disruptive). */
export function ConfirmButton({
  label,
  title,
  content,
  onConfirm,
  disabled,
  color = 'primary',
  variant = 'outlined',
  startIcon,
  ariaLabel,
}: {
  label: string;
  title: string;
  content: ReactNode;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
  ariaLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color={color}
        variant={variant}
        disabled={disabled || busy}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        startIcon={startIcon}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={label}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
