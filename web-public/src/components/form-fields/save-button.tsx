import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SaveButtonProps = Omit<ButtonProps, 'leftSection' | 'loading' | 'size'> & {
  /** The icon before the words. */
  icon: Icon;
  /** Whether the form's request is on its way: the button spins and cannot be pressed again. */
  pending: boolean;
  children: ReactNode;
};

/** A form's submit button with its icon, spinning while the request is on its way. */
export function SaveButton({ icon: ButtonIcon, pending, children, ...button }: SaveButtonProps) {
  return (
    <Button
      type="submit"
      size="md"
      loading={pending}
      leftSection={<ButtonIcon size={18} aria-hidden />}
      {...button}
    >
      {children}
    </Button>
  );
}
