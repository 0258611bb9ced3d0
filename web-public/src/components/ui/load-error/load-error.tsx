import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverMessageOf } from '@/lib/api-client';

type LoadErrorProps = {
  /** What could not be loaded, as the alert's title ("The order could not be shown"). */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** A read that failed: what the server said (or a plain line), and Try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Text size="sm" mb="xs">
        {serverMessageOf(error) ?? 'It could not be loaded. Check your connection and try again.'}
      </Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
