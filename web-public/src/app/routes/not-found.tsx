import { Card, Center, Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { NOT_FOUND_PAGE } from '@/app/route-table';

/** Document 1 §2: any unknown path shows this centred card, texts exactly as specified. */
export function NotFoundRoute() {
  useDocumentTitle(NOT_FOUND_PAGE.title);
  return (
    <Center mih="70vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={440} w="100%">
        <Group gap="sm" mb="md" wrap="nowrap">
          <IconAlertCircle size={32} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={1} size="h2">
            404 Page Not Found
          </Title>
        </Group>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
      </Card>
    </Center>
  );
}

export const Component = NotFoundRoute;
