import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import classes from './form-fields.module.css';

type SubmitButtonProps = { pending: boolean; label: string };

/** A form's send button: disabled, and saying so, while the request is on its way. */
export function SubmitButton({ pending, label }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="md"
      color="red.8"
      disabled={pending}
      rightSection={pending ? undefined : <IconSend size={18} aria-hidden />}
      className={classes.submit}
    >
      {pending ? 'Submitting...' : label}
    </Button>
  );
}
