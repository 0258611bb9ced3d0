import { heroSlides } from '../../data/hero-slides';
import { usePageLoaded } from '../../hooks/use-page-loaded';
import classes from './hero.module.css';

/**
 * The four backgrounds stacked; the active one fades in over 1.5 s (document 1 §4). The page
 * (and its prerendered HTML) carries the first one only: the other three, about 140 KB (60 KB
 * on a phone), would compete with it and the page's own files on a phone's first load, though
 * the rotation needs them 5 s later at the earliest. They join once the page has loaded, or at
 * once when a visitor picks one.
 */
export function HeroSlides({ active }: { active: number }) {
  const loaded = usePageLoaded();
  const shown = loaded || active !== 0 ? heroSlides : heroSlides.slice(0, 1);
  const first = heroSlides[0];
  return (
    <div className={classes.slides}>
      {/* The first screen's image, fetched from the head before the page is laid out: each
          window fetches the one it shows. (React hoists these links into the head.) */}
      {first && (
        <>
          <link
            rel="preload"
            as="image"
            href={first.portrait}
            media={PORTRAIT}
            fetchPriority="high"
          />
          <link
            rel="preload"
            as="image"
            href={first.image}
            media={LANDSCAPE}
            fetchPriority="high"
          />
        </>
      )}
      {shown.map((slide, i) => (
        <picture key={slide.id}>
          <source media={PORTRAIT} srcSet={slide.portrait} width={675} height={900} />
          <img
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
        </picture>
      ))}
    </div>
  );
}

/**
 * A window no wider than 3:4 (a phone upright) sees only a 3:4 part of each slide, so it gets
 * that part alone: the same picture at the same sharpness in under half the bytes.
 */
const PORTRAIT = '(max-aspect-ratio: 3/4)';
const LANDSCAPE = `not all and ${PORTRAIT}`;
