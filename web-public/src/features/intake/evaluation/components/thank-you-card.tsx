import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowUp, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ANCHOR_OFFSET } from '@/lib/scroll';

type ThankYouCardProps = { playerName: string; parentEmail: string };

/** Replaces the form once the request is in; Return to Top goes back up the page. */
export function ThankYouCard({ playerName, parentEmail }: ThankYouCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The long form it replaces was scrolled past its top, which would leave the card above the
  // screen: bring it to the top, clear of the header. The form the focus was in is gone too;
  // the card's heading takes it, so it is not lost.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper
      ref={card}
      withBorder
      shadow="sm"
      radius="md"
      p="xl"
      data-testid="thank-you"
      style={{ scrollMarginTop: ANCHOR_OFFSET }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="green.8" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1}>
          Thank You!
        </Title>
        <Text maw={480}>
          We have received your request to evaluate <strong>{playerName}</strong>. A representative
          will contact you at <strong>{parentEmail}</strong> soon to schedule the evaluation. A
          confirmation is on its way to your inbox.
        </Text>
        <Button
          variant="outline"
          leftSection={<IconArrowUp size={16} aria-hidden />}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          Return to Top
        </Button>
      </Stack>
    </Paper>
  );
}
