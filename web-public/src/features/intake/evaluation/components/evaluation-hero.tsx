import { Box, Container, Text, Title } from '@mantine/core';
import banner from '@/components/ui/banner/banner.module.css';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import classes from './evaluation.module.css';

export function EvaluationHero() {
  return (
    <Box component="section" aria-labelledby="evaluation-title" className={classes.hero}>
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <Eyebrow tone="dark">Prospect Evaluations · Ages 6–18</Eyebrow>
        <Title order={1} id="evaluation-title" className={`${banner.title} ${classes.headline}`}>
          Think You're a Top Prospect?
        </Title>
        <Text className={classes.lead}>
          Tell us about your player. Our scouts will assess their game, map out their development,
          and consider them for the NOLA 100.
        </Text>
      </Container>
    </Box>
  );
}
