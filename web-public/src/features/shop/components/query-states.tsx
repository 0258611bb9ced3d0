import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SHOP_PATHS } from '@/features/shop/utils/paths';
import { ApiError } from '@/lib/api-client';

/** Mantine's light yellow and grey alert titles read at about 2:1; the page's text colour reads. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** Whether a read failed because there is no such thing (or not for this visitor). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A page whose product or order does not exist: its heading, why, and the way back. */
export function NotFound({ title, message }: { title: string; message: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Text mb="lg">{message}</Text>
      <Button component={Link} to={SHOP_PATHS.catalogue()} variant="default">
        Back to the shop
      </Button>
    </Container>
  );
}
