import { Paper, SimpleGrid, type SimpleGridProps, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export type IconCard = { icon: Icon; title: string; text: string };

type IconCardsProps = {
  cards: readonly IconCard[];
  /** The columns at each width, as SimpleGrid takes them. */
  cols: SimpleGridProps['cols'];
};

/** A grid of bordered cards, each with its icon in a navy circle, a title and a line or two. */
export function IconCards({ cards, cols }: IconCardsProps) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {cards.map((card) => (
        <Paper key={card.title} withBorder radius="md" p="lg">
          <ThemeIcon size="xl" radius="xl" color="navy" mb="sm" aria-hidden>
            <card.icon size={24} />
          </ThemeIcon>
          <Title order={3} size="h4" mb={4}>
            {card.title}
          </Title>
          <Text size="sm">{card.text}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
