import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { CATALOGUE_COLUMNS } from '@/features/shop/components/catalogue/catalogue-grid';
import classes from '../shop.module.css';

/** Two rows of the widest grid: the first screen of a phone, a tablet or a desktop. */
const CARDS = 8;

/**
 * The catalogue while its answer comes: cards the shape of a product's (the square picture,
 * then name, price, sizes and colours on lines as tall as theirs), so the products take their
 * places without moving the page. It is what the prerendered /shop shows (build-tools/prerender.ts).
 */
export function CataloguePlaceholder() {
  return (
    <div role="status" aria-label="Loading the products" aria-busy>
      <SimpleGrid cols={CATALOGUE_COLUMNS} spacing="lg" aria-hidden>
        {Array.from({ length: CARDS }, (_, index) => (
          <Card
            // The cards are all alike and never move.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            withBorder
            radius="lg"
            padding="md"
            className={classes.card}
          >
            <div className={classes.image} />
            <Stack gap={6} mt="md" style={{ flex: 1 }}>
              <div
                className={`${classes.bar} ${classes.barTitle}`}
                style={{ '--bar': '70%' } as CSSProperties}
              >
                {'\u00a0'}
              </div>
              <Text fw={700} size="lg" className={classes.bar} style={{ '--bar': '30%' }}>
                {'\u00a0'}
              </Text>
              <Text size="sm" className={classes.bar} style={{ '--bar': '55%' }}>
                {'\u00a0'}
              </Text>
              <Text size="sm" className={classes.bar} style={{ '--bar': '40%' }}>
                {'\u00a0'}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
