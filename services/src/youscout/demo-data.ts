import type { BadgeFields } from './badges/decide';
import type { BadgeRule } from './constants';

/**
 * Word lists for YouScout's demo data. Everyone in it is invented: the athletes' surnames are
 * made up so that no real family is named, the schools and towns are fictional, the e-mail
 * addresses are at example.com and the phone numbers in 555-01xx (reserved for fiction).
 */

export const BASEBALL_FIRST_NAMES = [
  'Ambrose',
  'Bastien',
  'Cormac',
  'Dashiell',
  'Evander',
  'Fitz',
  'Gideon',
  'Hollis',
  'Ignatius',
  'Jericho',
  'Kit',
  'Lucius',
  'Montague',
  'Nico',
  'Orrin',
  'Percival',
  'Rafferty',
  'Thaddeus',
] as const;

export const SOFTBALL_FIRST_NAMES = [
  'Adelaide',
  'Beatrix',
  'Clementine',
  'Delphine',
  'Esmeralda',
  'Florentine',
  'Guinevere',
  'Henrietta',
  'Isolde',
  'Juniper',
  'Marigold',
  'Ottoline',
  'Philippa',
  'Rosalind',
  'Seraphina',
  'Wilhelmina',
] as const;

/** Surnames no one has: each is obviously made up. */
export const LAST_NAMES = [
  'Quillfeather',
  'Marshwick',
  'Pelicanor',
  'Cypressdale',
  'Gatorfield',
  'Magnolier',
  'Brightbayou',
  'Stormcrest',
  'Levee-Larkin',
  'Crawfordine',
  'Bogglesworth',
  'Fiddlewood',
  'Thistlebrook',
  'Moonwhistle',
  'Pickleridge',
  'Sassafrane',
  'Tumbleweed',
  'Wobblethorpe',
] as const;

export const SCHOOLS = [
  'Bayou Vista Academy',
  'Heron Point High School',
  'Live Oak Ridge Middle School',
  'Pelican Bend Prep',
  'Cypress Hollow High School',
  'Magnolia Landing Middle School',
  'Sugarcane Flats High School',
] as const;

export const CITIES = [
  'Heron Point',
  'Pelican Bend',
  'Cypress Hollow',
  'Magnolia Landing',
  'Sugarcane Flats',
] as const;

export const GAME_LOCATIONS = [
  'Heron Point Park, Field 2',
  'Pelican Bend Sports Complex',
  'Cypress Hollow Diamond',
  'Magnolia Landing Rec Center',
] as const;

/** Performances that name no one (the form's text is free, and sealed all the same). */
export const PERFORMANCES = [
  'Went 3-for-4 with two doubles and threw out a runner at the plate in the sixth inning.',
  'Struck out eleven over six innings and walked only one batter in a 2-1 win.',
  'Hit a walk-off triple into the right-center gap with two outs in the bottom of the seventh.',
  'Turned two double plays from shortstop and stole three bases, scoring the winning run.',
  'Caught every inning of a doubleheader and threw out four base stealers.',
  'Pitched a complete-game shutout on 84 pitches in the district semifinal.',
  'Made a diving catch in center to save two runs, then homered in the next half inning.',
  'Reached base five times in five plate appearances, with a bunt single to start a rally.',
  'Came in with the bases loaded and no outs and got out of the inning without a run scoring.',
  'Hit for the cycle in the tournament final, the triple to the wall in left-center.',
  'Played third base with a sore wrist and still made three barehanded plays on slow rollers.',
  'Led off every inning she batted by getting on base, and scored four of the six runs.',
] as const;

/** Comments a fan might leave that name no one. */
export const COMMENTS = [
  'What a throw from deep in the hole!',
  'That at-bat in the seventh was something else.',
  'Saw this game in person, the hype is real.',
  'Great hustle on every play, love to see it.',
  'Calm as anything with the bases loaded.',
  'That swing is going to play at the next level.',
  'Best glove in the district, no question.',
  'Congrats on the nomination, well deserved!',
  'Footwork around the bag is so clean.',
  'The whole dugout was on its feet for that one.',
  'Coaches, take note of this one.',
  'Remember watching the first varsity start, what a jump since.',
  'That changeup is not fair for hitters that age.',
  'Pure effort, every single inning.',
] as const;

/** Comments the filter holds for review: each asks for or gives contact details. */
export const HELD_COMMENTS = [
  'DM me on insta, I run a travel team and want to talk',
  'Text me at 504-555-0147 about summer ball',
] as const;
/** Held by the filter ("DM"), released by a moderator: it gives no contact details. */
export const RELEASED_COMMENT = 'DM = designated masher. What a clutch at-bat.';

/** Comments a moderator hides, each with the reason the placeholder shows. */
export const HIDDEN_COMMENTS = [
  { text: 'The umpire was blind all game, total robbery', reason: 'off topic' },
  { text: 'Slow out of the box, no way that starts anywhere', reason: 'unkind to a young athlete' },
] as const;

export const REJECTION_REASONS = [
  "Please add the game's date and what happened in more detail",
  'This describes a whole season, not one game: nominate one performance',
  'Another nomination for this athlete and game is already under review',
  'The performance text names other players; please rewrite it about this athlete only',
] as const;

export const STAFF_NOTES = [
  "Spoke with the coach: the box score matches the game's account.",
  'Guardian asked us to hold the city out of any public post.',
  'Second nomination from this team this month; looks legitimate.',
] as const;

/** The starter catalogue: one badge per rule. */
export const STARTER_BADGES: Record<BadgeRule, Omit<BadgeFields, 'rule'>> = {
  'first-nomination': {
    name: 'First Pitch',
    description: 'Submitted a first YouScout nomination.',
    icon: 'binoculars',
    requirements: 'Submit a nomination.',
  },
  'first-approved-nomination': {
    name: 'On the Board',
    description: 'A first nomination was approved by the YouScout team.',
    icon: 'star',
    requirements: 'Have a nomination approved.',
  },
  'nomination-25-votes': {
    name: 'Crowd Favorite',
    description: 'A nomination reached 25 community votes.',
    icon: 'thumb-up',
    requirements: 'Have a nomination reach 25 community votes.',
  },
  'nomination-100-votes': {
    name: 'Talk of the Town',
    description: 'A nomination reached 100 community votes.',
    icon: 'flame',
    requirements: 'Have a nomination reach 100 community votes.',
  },
  'three-approved-nominations': {
    name: 'Talent Spotter',
    description: 'Three nominations approved by the YouScout team.',
    icon: 'medal',
    requirements: 'Have three nominations approved.',
  },
  'ten-comments-kept': {
    name: 'Dugout Voice',
    description: 'Ten comments kept up by the moderators.',
    icon: 'comment',
    requirements: 'Post ten comments that are not hidden by a moderator.',
  },
};
