import { UnstyledButton } from '@mantine/core';
import { heroSlides } from '../../data/hero-slides';
import classes from './slide-pills.module.css';

type SlidePillsProps = {
  active: number;
  onSelect: (index: number) => void;
  /** Whether the active pill fills up over the slide's 5 s. */
  animate: boolean;
};

/** One pill per slide: pick a background; the active one shows the time left on it. */
export function SlidePills({ active, onSelect, animate }: SlidePillsProps) {
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Hero background</legend>
      {heroSlides.map((slide, i) => (
        <UnstyledButton
          key={slide.id}
          className={classes.pill}
          onClick={() => onSelect(i)}
          aria-label={`Show the ${slide.label.toLowerCase()} slide`}
          aria-pressed={i === active}
          data-active={i === active || undefined}
        >
          <span className={classes.label}>
            <span className={classes.number}>{String(i + 1).padStart(2, '0')}</span>
            {slide.label}
          </span>
          <span className={classes.track}>
            <span
              key={i === active ? `on-${active}` : 'off'}
              className={classes.fill}
              data-animate={(animate && i === active) || undefined}
            />
          </span>
        </UnstyledButton>
      ))}
    </fieldset>
  );
}
