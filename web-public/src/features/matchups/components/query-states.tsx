import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Loading } from '@/components/ui/loading/loading';
import { serverMessageOf } from '@/lib/api-client';

/** A read that failed: what the server said (or a plain line), and Try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
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

export { Loading };
