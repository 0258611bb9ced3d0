import type { TeamPosition } from '../profiles/constants';
import type { MetricTypeKey, Position, UsState } from './constants';

/**
 * Word lists and curves for Matchups' demo data. Everyone in it is invented: the surnames are
 * made up so that no real family is named, the schools, towns, teams, showcases and fields are
 * fictional, and the video links point at no chosen video.
 */

export const FIRST_NAMES = [
  'Abner',
  'Augustin',
  'Barnaby',
  'Beau',
  'Callum',
  'Cassius',
  'Darius',
  'Declan',
  'Emmett',
  'Ezra',
  'Fletcher',
  'Gus',
  'Hayes',
  'Ike',
  'Jasper',
  'Jude',
  'Knox',
  'Lachlan',
  'Leopold',
  'Mack',
  'Milo',
  'Nash',
  'Otto',
  'Pascal',
  'Quincy',
  'Remy',
  'Roscoe',
  'Silas',
  'Tobias',
  'Wilder',
  'Anders',
  'Bram',
  'Corbin',
  'Dax',
  'Ellis',
  'Forrest',
  'Griffin',
  'Harlan',
  'Lowell',
  'Rhett',
] as const;

/** Surnames no one has: each is obviously made up. */
export const LAST_NAMES = [
  'Bayoubrook',
  'Bramblecreek',
  'Catfishley',
  'Crawdaddle',
  'Dewberrin',
  'Driftmarsh',
  'Egretton',
  'Fernwhistle',
  'Fiddlereed',
  'Gatorwick',
  'Gumbolt',
  'Heronvale',
  'Hushpuppe',
  'Indigoll',
  'Irisgate',
  'Jasminbury',
  'Juniperlow',
  'Kettlefish',
  'Kudzuwell',
  'Lanternby',
  'Levanthorn',
  'Magnolind',
  'Mossberry-Vane',
  'Nettlebay',
  'Nutmeggar',
  'Okrafield',
  'Oysterlyn',
  'Pecanshaw',
  'Pralineau',
  'Quailridge',
  'Reedsworth',
  'Roseaubert',
  'Saltmarrow',
  'Sugarmill-Pike',
  'Thistlemoor',
  'Tidewhistle',
  'Umberfield',
  'Velvetbayou',
  'Willowmarsh',
  'Wisteriow',
  'Yarrowby',
  'Zydecourt',
] as const;

export const SCHOOLS = [
  'Bayou Lantern High School',
  'Cattail Bend Academy',
  'Crescent Levee Prep',
  'Driftwood Parish High School',
  'Egret Landing High School',
  'Gulf Breeze Ridge Academy',
  'Heronwood Middle School',
  'Magnolia Crossing High School',
  'Pecan Hollow Middle School',
  'Saltmarsh Christian Academy',
  'Sugar Reed High School',
  'Tupelo Point Prep',
] as const;

/** Invented towns (the state is the profile's own field). */
export const CITIES = [
  'Cattail Bend',
  'Crawfish Crossing',
  'Driftwood',
  'Egret Shores',
  'Gator Bayou',
  'Lantern Parish',
  'Pecan Hollow',
  'Reedport',
  'Saltmarsh',
  'Tupelo Point',
] as const;

/** Mostly Louisiana, some neighbours; each state's usual time zone. */
export const STATE_ZONES: readonly { state: UsState; timeZone: string; weight: number }[] = [
  { state: 'LA', timeZone: 'America/Chicago', weight: 70 },
  { state: 'MS', timeZone: 'America/Chicago', weight: 9 },
  { state: 'TX', timeZone: 'America/Chicago', weight: 9 },
  { state: 'AL', timeZone: 'America/Chicago', weight: 6 },
  { state: 'FL', timeZone: 'America/New_York', weight: 6 },
];

/** Where athletes play, weighted: pitchers and outfielders most, a designated hitter rarely. */
export const POSITION_WEIGHTS: readonly [Position, number][] = [
  ['RHP', 14],
  ['LHP', 6],
  ['P', 4],
  ['C', 10],
  ['1B', 6],
  ['2B', 7],
  ['3B', 7],
  ['SS', 9],
  ['MIF', 3],
  ['INF', 3],
  ['OF', 6],
  ['LF', 4],
  ['CF', 7],
  ['RF', 5],
  ['UTIL', 3],
  ['DH', 2],
];
export const PITCHERS: readonly Position[] = ['P', 'RHP', 'LHP'];

/**
 * What a youth athlete records, by age: the range of a typical athlete at 10 and at 18, linearly
 * between (the better end is each metric's direction: a faster dash is lower). Inside every
 * metric's plausible min and max (constants.ts).
 */
export const METRIC_CURVES: Record<
  MetricTypeKey,
  { at10: readonly [number, number]; at18: readonly [number, number] }
> = {
  exit_velocity: { at10: [45, 58], at18: [82, 98] },
  fastball_velocity: { at10: [40, 50], at18: [78, 92] },
  sixty_yard_dash: { at10: [9.9, 8.8], at18: [7.4, 6.6] },
  pop_time: { at10: [3.2, 2.7], at18: [2.15, 1.85] },
  home_to_first: { at10: [5.4, 4.8], at18: [4.6, 4.05] },
  spin_rate: { at10: [1200, 1550], at18: [2000, 2550] },
  vertical_jump: { at10: [10, 15], at18: [22, 31] },
  gpa: { at10: [2.6, 4.0], at18: [2.6, 4.2] },
};

/** Height (inches) and weight (lbs) of a typical athlete at 10 and 18, likewise. */
export const SIZE_CURVES = {
  height: { at10: [52, 58], at18: [68, 76] },
  weight: { at10: [65, 95], at18: [155, 215] },
} as const;

/** The demo's parents: each manages several child profiles (a team parent's, a club's). */
export const PARENTS = [
  { username: 'mu_demo_parent_ada', name: 'Ada Bayoubrook' },
  { username: 'mu_demo_parent_boone', name: 'Boone Catfishley' },
  { username: 'mu_demo_parent_celeste', name: 'Celeste Driftmarsh' },
  { username: 'mu_demo_parent_dorian', name: 'Dorian Gumbolt' },
  { username: 'mu_demo_parent_esme', name: 'Esme Heronvale' },
  { username: 'mu_demo_parent_fenwick', name: 'Fenwick Kudzuwell' },
  { username: 'mu_demo_parent_greer', name: 'Greer Nutmeggar' },
  { username: 'mu_demo_parent_hollis', name: 'Hollis Pecanshaw' },
  { username: 'mu_demo_parent_iona', name: 'Iona Saltmarrow' },
  { username: 'mu_demo_parent_jules', name: 'Jules Tidewhistle' },
] as const;

export type DemoCoach = {
  username: string;
  name: string;
  team: string;
  teamPosition: TeamPosition;
  bio: string;
  location: string;
  /** The profile's verification as staff leave it. */
  verification: 'verified' | 'pending' | 'rejected';
};

export const COACHES: readonly DemoCoach[] = [
  {
    username: 'mu_demo_coach_marlow',
    name: 'Marlow Quailridge',
    team: 'Crescent Levee Community College',
    teamPosition: 'head_coach',
    bio: 'Recruiting middle infielders and catchers who can run.',
    location: 'Lantern Parish, LA',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_thea',
    name: 'Thea Reedsworth',
    team: 'Gulf Breeze State University',
    teamPosition: 'pitching_coach',
    bio: 'Looking for projectable arms: spin first, velocity follows.',
    location: 'Egret Shores, FL',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_anselm',
    name: 'Anselm Okrafield',
    team: 'Tupelo Point College',
    teamPosition: 'assistant_coach',
    bio: 'Outfielders with range and a bat that carries.',
    location: 'Tupelo Point, MS',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_priya',
    name: 'Priya Lanternby',
    team: 'Bayou Lantern Athletics',
    teamPosition: 'hitting_coach',
    bio: 'Hard contact and a good eye; GPA matters for our admissions.',
    location: 'Gator Bayou, LA',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_rufus',
    name: 'Rufus Levanthorn',
    team: 'Sugar Reed Junior College',
    teamPosition: 'head_coach',
    bio: 'Building a roster from the parishes around us.',
    location: 'Reedport, LA',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_odalys',
    name: 'Odalys Fernwhistle',
    team: 'Pelican Gulf University',
    teamPosition: 'strength_coach',
    bio: 'Athletes who jump and sprint: the rest we can teach.',
    location: 'Driftwood, TX',
    verification: 'verified',
  },
  {
    username: 'mu_demo_coach_lyle',
    name: 'Lyle Irisgate',
    team: 'Cattail Bend Travel Club',
    teamPosition: 'head_coach',
    bio: 'Summer travel team, 15U to 17U.',
    location: 'Cattail Bend, LA',
    verification: 'pending',
  },
  {
    username: 'mu_demo_coach_nadia',
    name: 'Nadia Umberfield',
    team: 'Saltmarsh Christian Academy',
    teamPosition: 'assistant_coach',
    bio: 'Catching coordinator, always watching pop times.',
    location: 'Saltmarsh, AL',
    verification: 'pending',
  },
  {
    username: 'mu_demo_coach_cyrus',
    name: 'Cyrus Yarrowby',
    team: 'Magnolia Crossing Baseball',
    teamPosition: 'other',
    bio: 'Area recruiting coordinator for three schools.',
    location: 'Pecan Hollow, LA',
    verification: 'pending',
  },
  {
    username: 'mu_demo_coach_bettina',
    name: 'Bettina Zydecourt',
    team: 'Driftwood Select',
    teamPosition: 'head_coach',
    bio: 'Showcase team looking for uncommitted juniors.',
    location: 'Driftwood, TX',
    verification: 'rejected',
  },
];

export const SCOUTS = [
  {
    username: 'mu_demo_scout_hugo',
    name: 'Hugo Willowmarsh',
    bio: 'Independent area scout covering the Gulf Coast.',
    location: 'Crawfish Crossing, LA',
  },
  {
    username: 'mu_demo_scout_ingrid',
    name: 'Ingrid Velvetbayou',
    bio: 'Regional cross-checker, mostly pitchers.',
    location: 'Egret Shores, FL',
  },
] as const;

export const ACHIEVEMENTS = [
  'All-District First Team',
  'All-District Second Team',
  'Team MVP',
  'Gold Glove, Bayou Summer League',
  'Academic All-State',
  'Honor Roll, every semester',
  'Showcase All-Tournament Team',
  'League leader in stolen bases',
  'Defensive Player of the Year',
  'Home Run Derby champion, Crawfish Classic',
  'Team captain',
  'Silver Slugger, fall league',
] as const;
export const PITCHING_ACHIEVEMENTS = [
  'Perfect game in the parish semifinal',
  'Pitcher of the Year, Gulf Coast 15U league',
  'No-hitter in the district opener',
] as const;

export const VIDEO_TITLES = [
  'Spring season highlights',
  'Batting practice, slow motion',
  'Showcase workout',
  'Summer tournament at-bats',
] as const;
/** A video of what the athlete's position does. */
export const POSITION_VIDEO_TITLES: Partial<Record<Position, string>> = {
  P: 'Bullpen session, side view',
  RHP: 'Bullpen session, side view',
  LHP: 'Bullpen session, side view',
  C: 'Catching: blocks and throws to second',
  SS: 'Infield defense reel',
  '2B': 'Infield defense reel',
  '3B': 'Infield defense reel',
  MIF: 'Infield defense reel',
  INF: 'Infield defense reel',
  OF: 'Outfield jumps and throws',
  CF: 'Outfield jumps and throws',
  LF: 'Outfield jumps and throws',
  RF: 'Outfield jumps and throws',
};

/** Where values are verified: a showcase, a combine, a camp (each invented). */
export const EVENTS = [
  { name: 'Gulf Coast Prospect Showcase', place: 'Egret Landing Sports Complex' },
  { name: 'Bayou Classic Combine', place: 'Heronwood Park, Field 3' },
  { name: 'Crawfish Classic Skills Day', place: 'Crawfish Crossing Diamonds' },
  { name: 'Magnolia Winter Camp', place: 'Magnolia Crossing High School' },
  { name: 'Pelican Gulf University Prospect Camp', place: 'Pelican Gulf Ballpark' },
  { name: 'Sugar Reed Fall Evaluation', place: 'Sugar Reed Junior College Field' },
] as const;

/** How a parent or athlete says where a value came from, by metric. */
export const METRIC_NOTES: Record<MetricTypeKey, readonly string[]> = {
  exit_velocity: ['Measured off a tee with a radar gun', 'Best of five swings at a hitting lesson'],
  fastball_velocity: ['Radar gun behind the plate at practice', 'Top pitch of a bullpen session'],
  sixty_yard_dash: ['Timed by our coach with a stopwatch', 'Best of three runs on turf'],
  pop_time: ['Timed by our coach with a stopwatch', 'Best throw of a catchers’ clinic'],
  home_to_first: ['Timed from a right-handed swing', 'Timed in a game by our coach'],
  spin_rate: ['From a pitching lab session', 'Average of the session’s fastballs'],
  vertical_jump: ['Measured at the school weight room', 'Best of three jumps'],
  gpa: ['From the last report card', 'Unweighted, from the school transcript'],
};

/** Why staff or a verified coach refused a value. */
export const REJECTION_REASONS = [
  'The video shows a different drill than the value claims; please record it again',
  'Measured with a phone app, not a calibrated radar gun or timing system',
  'The event on this date has no record of this athlete taking part',
  'Far above every other value this athlete recorded; re-test at a showcase to verify',
  'The stopwatch starts after the first step in the video',
] as const;

/** A coach's private notes on a watched athlete. */
export const WATCH_NOTES = [
  'Quick hands, short path to the ball. See again in the spring.',
  'Arm plays from deep in the hole. Ask about summer schedule.',
  'Strong student; ask the coach about the transcript.',
  'Frame to add strength. Follow velocity through the winter.',
  'Runs well; footwork around the bag needs work.',
  'Great makeup according to the high school coach.',
  'Receiving is advanced for the age. Pop times trending down.',
  'Compare with the other catcher in this class before calling.',
  'Plus breaking ball, command comes and goes.',
  'Watch a full game, not only the showcase.',
] as const;
