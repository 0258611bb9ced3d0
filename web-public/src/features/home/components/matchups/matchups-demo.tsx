import { ActionIcon, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DemoScreenDrawing } from './demo-screen';
import { DEMO_STEP_MS, DEMO_STEPS } from './demo-steps';
import classes from './matchups-demo.module.css';

/**
 * The Watch Demo: a walkthrough of the Matchups module's screens, each with its caption. It
 * plays by itself (pausable) unless the visitor asks for reduced motion, when it waits for Next;
 * Escape or the close button ends it. Loaded only when asked for (matchups.tsx).
 */
export default function MatchupsDemo({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const reduced = useReducedMotion();
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(true);
  const autoplay = playing && !reduced;
  const last = DEMO_STEPS.length - 1;

  useEffect(() => {
    if (!opened || !autoplay) return;
    const timer = setTimeout(
      () => (step < last ? setStep(step + 1) : setPlaying(false)),
      DEMO_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [opened, autoplay, step, last]);

  const current = DEMO_STEPS[step] ?? DEMO_STEPS[0];
  if (!current) return null;
  const go = (to: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, to)));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Matchups in one minute"
      size="lg"
      centered
      transitionProps={reduced ? { duration: 0 } : undefined}
    >
      <Stack gap="md">
        <div className={classes.stage} data-reduced={reduced || undefined}>
          <div key={step} className={classes.slide} aria-hidden>
            <DemoScreenDrawing screen={current.screen} />
          </div>
        </div>
        <div aria-live={autoplay ? 'off' : 'polite'} aria-atomic>
          <Text size="xs" fw={700} c="red.8" tt="uppercase">
            Step {step + 1} of {DEMO_STEPS.length}
          </Text>
          <Title order={3} size="h4">
            {current.title}
          </Title>
          <Text size="sm">{current.caption}</Text>
        </div>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous step"
              disabled={step === 0}
              onClick={() => go(step - 1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            {!reduced && (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={playing ? 'Pause the tour' : 'Play the tour'}
                onClick={() => {
                  if (!playing && step === last) setStep(0);
                  setPlaying(!playing);
                }}
              >
                {playing ? (
                  <IconPlayerPause size={18} aria-hidden />
                ) : (
                  <IconPlayerPlay size={18} aria-hidden />
                )}
              </ActionIcon>
            )}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next step"
              disabled={step === last}
              onClick={() => go(step + 1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap={10} aria-label="Steps" role="group">
            {DEMO_STEPS.map((s, i) => (
              <button
                key={s.screen}
                type="button"
                className={classes.dot}
                data-active={i === step || undefined}
                aria-label={`Step ${i + 1}: ${s.title}`}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Group>
        </Group>
        <Button component={Link} to="/matchups" color="red.8" onClick={onClose}>
          Explore Matchups Module
        </Button>
      </Stack>
    </Modal>
  );
}
