export type Testimonial = {
  id: number;
  name: string;
  title: string;
  quote: string;
};

/** Document 1 §3: three success stories from recreation and parks directors. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Denise Broussard',
    title: 'Director of Recreation, Crescent City Parks & Recreation',
    quote:
      'Within one season our facility usage rose 40%. Fields that sat empty on weeknights are now full of clinics and leagues, and parents tell us it is the best-run program in the parish.',
  },
  {
    id: 2,
    name: 'Andre Kilpatrick',
    title: 'Parks Commissioner, Lakeshore Parks Commission',
    quote:
      'Our youth programs doubled in two years. Their team handled scheduling, coaching and staffing, and gave us reports our board actually reads.',
  },
  {
    id: 3,
    name: 'Renee Castille',
    title: 'Recreation Director, River Parishes Recreation District',
    quote:
      'They treat our kids like their own. Registrations are up, our coaches are better trained, and three of our players earned college roster spots last spring.',
  },
];
