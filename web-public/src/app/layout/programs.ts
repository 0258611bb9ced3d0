/** The footer's program summaries: the five solutions of the home page, in a sentence or two. */
export const PROGRAMS = [
  {
    title: 'Youth Athlete Development',
    summary:
      'Year-round training for athletes ages 6-18: speed, strength and skill work with coaches who have played at the next level, and progress families can see.',
  },
  {
    title: 'Facility Management',
    summary:
      'We run fields, gyms and recreation centres for cities and school districts: scheduling, staffing, upkeep and programs that keep them busy.',
  },
  {
    title: 'Hot Seats Fan Engagement',
    summary:
      'Live games, polls and rewards on fans’ phones during the event, so every seat in the house becomes part of the show.',
  },
  {
    title: 'YouScout Talent Discovery',
    summary:
      'Community-powered scouting: coaches, parents and fans nominate baseball and softball athletes, and the community votes them up.',
  },
  {
    title: 'Professional Sports Advisory',
    summary:
      'Guidance from a former MLB executive for organizations, families and athletes finding their way through the business of sport.',
  },
] as const;
