import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The global fallback of document 2 §8: "Something went wrong" with a way home. */
export function MainErrorFallback() {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={440} w="100%" role="alert">
        <Stack align="center" gap="md">
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text c="dimmed" ta="center">
            We could not show this page. Please try again from the home page.
          </Text>
          {/* A full load, so whatever state broke the page is gone. */}
          <Button component="a" href="/">
            Return to Home
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
