import { Box, Container, Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
// The eyebrow's classes without its component: one chunk fewer in the board's first download.
import eyebrow from '@/components/ui/eyebrow/eyebrow.module.css';
import classes from '@/components/ui/hero/hero.module.css';

/**
 * The page's banner: what the NOLA 100 is, in the brand's navy and red. Memoized, as are the
 * controls and the skeleton: the board's answer re-renders the page at once (the query store
 * updates synchronously), and what it does not change need not render again then.
 */
export const BoardHero = memo(function BoardHero() {
  return (
    <Box component="section" aria-labelledby="nola-100-title" className={classes.hero}>
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Text className={eyebrow.onDark}>Greater New Orleans · Baseball</Text>
        <Title order={1} id="nola-100-title" className={classes.title}>
          NOLA <span className={classes.accent}>100</span>
        </Title>
        <Text className={classes.lead}>
          The area's top 100 baseball prospects, ranked by our scouts and by you. Switch to the
          community rankings to see the fans' favorites, and cast your vote.
        </Text>
        <Group gap="xl" mt="lg" className={classes.facts}>
          <Text>
            <strong>Official</strong> ranks set by our scouting staff
          </Text>
          <Text>
            <strong>Community</strong> ranks set by your votes
          </Text>
        </Group>
      </Container>
    </Box>
  );
});
