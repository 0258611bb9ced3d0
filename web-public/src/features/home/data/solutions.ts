export type Solution = {
  id: string;
  title: string;
  tag: string;
  description: string;
  image: string;
  imageAlt: string;
  /**
   * Where Learn More goes: a page of this site (`/you-scout`) opens in place, another site in a
   * new tab; an empty url shows no link (document 1 §2).
   */
  url: string;
  /** The real-time fan engagement card plays a short muted loop instead of its image. */
  video?: { webm: string; mp4: string; label: string };
};

/** Document 1 §3: the five solution cards, in order. */
export const solutions: readonly Solution[] = [
  {
    id: 'youth-development',
    title: 'Youth Athlete Development',
    tag: 'Ages 6-18',
    description:
      'Year-round training, skills clinics and showcases that build complete athletes: speed, strength, sport IQ and character.',
    image: '/media/solutions/youth-development.webp',
    imageAlt: 'Agility ladder and training cones laid out on a turf field',
    url: 'https://www.nolasports.com/athlete-development',
  },
  {
    id: 'facility-management',
    title: 'Facility Management',
    tag: 'Operations',
    description:
      'Scheduling, maintenance, staffing and programming for parks and sports complexes, so every field is busy and safe.',
    image: '/media/solutions/facility-management.webp',
    imageAlt: 'Aerial plan of a sports complex with baseball diamonds and rectangular fields',
    url: 'https://www.nolasports.com/facility-management',
  },
  {
    id: 'hot-seats',
    title: 'Hot Seats',
    tag: 'Real-time fan engagement',
    description:
      'Live polls, seat-upgrade drops and in-game challenges on fans’ phones that turn every game into an event.',
    image: '/media/solutions/hot-seats-poster.webp',
    imageAlt: 'Stadium seats lighting up beside a phone showing live fan poll results',
    url: 'https://hotseats.nolasports.com',
    video: {
      webm: '/media/solutions/hot-seats.webm',
      mp4: '/media/solutions/hot-seats.mp4',
      label:
        'Hot Seats promotional video: a wave of stadium seats lights up as live poll results climb',
    },
  },
  {
    id: 'youscout',
    title: 'YouScout',
    tag: 'Community-powered talent discovery',
    description:
      'Coaches, parents and fans nominate baseball and softball athletes, and the community helps the best get seen.',
    image: '/media/solutions/youscout.webp',
    imageAlt: 'A baseball diamond seen from above with highlighted players marked by scouts',
    url: '/you-scout',
  },
  {
    id: 'advisory',
    title: 'Professional Sports Advisory',
    tag: 'Strategy',
    description:
      'Front-office experience for organizations and families: program strategy, recruiting guidance and player pathways.',
    image: '/media/solutions/advisory.webp',
    imageAlt: 'A coaching board with a play drawn in circles, crosses and arrows',
    url: 'https://www.nolasports.com/advisory',
  },
];
