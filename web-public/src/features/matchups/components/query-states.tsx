import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { MESSAGES } from '@server/matchups/constants';
import { ApiError, serverMessageOf } from '@/lib/api-client';

/**
 * A page whose one read failed: the page's heading (an athlete the id names not, or not shown to
 * this viewer, is "not found"), what the server said, and Try again.
 */
export function PageLoadError({
  what,
  error,
  onRetry,
}: {
  /** "athlete", "report": what the page shows. */
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        {missing ? MESSAGES.athleteNotFound : `This ${what} could not be shown`}
      </Title>
      {missing ? (
        <Text>
          No athlete has this address, or the athlete is not shown here: a child under 13 is shown
          only with a guardian's consent, and an athlete removed at their family's request is gone.
        </Text>
      ) : (
        <>
          <Text mb="md">
            {serverMessageOf(error) ??
              'It could not be loaded. Check your connection and try again.'}
          </Text>
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
    </Container>
  );
}

/**
 * A form's refusal that names no field (those stand beside their inputs): what the server said,
 * or `fallback`.
 */
export function FormRefusal({
  action,
  errors,
  fallback,
  title,
  mt,
}: {
  action: { isError: boolean; error: unknown };
  errors: Record<string, string | undefined>;
  fallback: string;
  title?: string;
  mt?: 'xs';
}) {
  if (!action.isError || Object.keys(errors).length > 0) return null;
  return (
    <Alert color="red" role="alert" title={title} mt={mt}>
      {serverMessageOf(action.error) ?? fallback}
    </Alert>
  );
}
