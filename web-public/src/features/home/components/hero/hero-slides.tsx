import { heroSlides } from '../../data/hero-slides';
import classes from './hero.module.css';

/** The four backgrounds stacked; the active one fades in over 1.5 s (document 1 §4). */
export function HeroSlides({ active }: { active: number }) {
  return (
    <div className={classes.slides}>
      {heroSlides.map((slide, i) => (
        <img
          key={slide.id}
          src={slide.image}
          alt={i === active ? slide.alt : ''}
          aria-hidden={i === active ? undefined : true}
          width={1600}
          height={900}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'low'}
          decoding={i === 0 ? 'sync' : 'async'}
          className={classes.slide}
          data-active={i === active || undefined}
        />
      ))}
    </div>
  );
}
