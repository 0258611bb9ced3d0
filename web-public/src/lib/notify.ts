import { notifications } from '@mantine/notifications';

export type Toast = {
  title?: string;
  description?: string;
  /** Document 1 §8: a default look and a destructive (error) look. */
  variant?: 'default' | 'destructive';
};

/** Shows a toast; the provider keeps only one on screen at a time (document 1 §9). */
export function toast({ title, description, variant = 'default' }: Toast): void {
  notifications.clean();
  notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : 'navy',
    autoClose: 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    // Mantine greys a titled toast's text (gray.6, 3.3:1 on white); the site's dimmed reads.
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
  });
}
