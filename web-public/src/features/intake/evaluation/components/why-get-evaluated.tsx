import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClipboardCheck,
  IconNetwork,
  IconRocket,
  IconTargetArrow,
  IconTrophy,
} from '@tabler/icons-react';
import classes from './evaluation.module.css';

/** Document 1 §2's five benefits. */
const BENEFITS = [
  {
    icon: IconClipboardCheck,
    title: 'Professional Assessment',
    text: 'An honest evaluation from former MLB executives and scouts who know what the next level demands.',
  },
  {
    icon: IconNetwork,
    title: 'Elite Network',
    text: 'Exposure to our network of college coaches, recruiters and professional scouts.',
  },
  {
    icon: IconTargetArrow,
    title: 'Personalized Development Plan',
    text: 'A plan built around your player: what to keep, what to sharpen, and how to train for it.',
  },
  {
    icon: IconTrophy,
    title: 'NOLA Top 100 Consideration',
    text: 'Evaluated players are considered for the NOLA 100, the area’s top baseball prospect board.',
  },
  {
    icon: IconRocket,
    title: 'Boost Confidence',
    text: 'Know where you stand and step onto the field with a clear goal.',
  },
] as const;

export function WhyGetEvaluated() {
  return (
    <Paper component="aside" aria-labelledby="why-evaluated" className={classes.why} p="xl">
      <Title order={2} id="why-evaluated" className={classes.whyTitle}>
        Why Get Evaluated?
      </Title>
      <Stack component="ul" gap="lg" mt="lg" p={0} className={classes.benefits}>
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={classes.benefit}>
            <ThemeIcon size={40} radius="md" color="red.8" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} c="white">
                {title}
              </Text>
              <Text size="sm" className={classes.benefitText}>
                {text}
              </Text>
            </div>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
