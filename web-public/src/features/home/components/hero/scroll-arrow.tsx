import { UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useGoToSection } from '@/lib/scroll';
import { ARROW_BOUNCE_DELAY, ARROW_BOUNCE_INTERVAL } from '../../data/hero-slides';
import { useArrowBounce } from '../../hooks/use-arrow-bounce';
import classes from './hero.module.css';

/** The down arrow: it starts bouncing after 3 s and scrolls smoothly to the about section. */
export function ScrollArrow() {
  const reduceMotion = useReducedMotion();
  const up = useArrowBounce(ARROW_BOUNCE_DELAY, ARROW_BOUNCE_INTERVAL, !reduceMotion);
  const goToSection = useGoToSection();
  return (
    <UnstyledButton
      className={classes.arrow}
      data-up={up || undefined}
      onClick={() => goToSection('about')}
      aria-label="Scroll to About"
    >
      <IconChevronDown size={28} stroke={2} />
    </UnstyledButton>
  );
}
