export type HeroSlide = {
  id: string;
  label: string;
  /** The full slide, 1600 × 900. */
  image: string;
  /** The part of it a portrait window shows, 675 × 900 (scripts/generate-media.ts). */
  portrait: string;
  alt: string;
};

/** Document 1 §2: the hero's four rotating backgrounds, in rotation order. */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'baseball',
    label: 'Baseball',
    image: '/media/hero/baseball.webp',
    portrait: '/media/hero/baseball-portrait.webp',
    alt: 'A baseball diamond under stadium lights at night',
  },
  {
    id: 'football',
    label: 'Football',
    image: '/media/hero/football.webp',
    portrait: '/media/hero/football-portrait.webp',
    alt: 'A football on the yard lines of a floodlit field',
  },
  {
    id: 'basketball',
    label: 'Basketball',
    image: '/media/hero/basketball.webp',
    portrait: '/media/hero/basketball-portrait.webp',
    alt: 'A basketball on a hardwood court beneath the hoop',
  },
  {
    id: 'track',
    label: 'Track & Field',
    image: '/media/hero/track.webp',
    portrait: '/media/hero/track-portrait.webp',
    alt: 'The curved red lanes of a running track',
  },
];

/** Document 1 §4 and §9: the rotation's timings, in ms. */
export const HERO_SLIDE_INTERVAL = 5000;
export const HERO_FADE_DURATION = 1500;
export const ARROW_BOUNCE_DELAY = 3000;
export const ARROW_BOUNCE_INTERVAL = 1000;
