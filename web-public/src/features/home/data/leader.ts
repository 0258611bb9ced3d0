export type Leader = {
  id: string;
  name: string;
  position: string;
  bio: string;
  image: string;
  linkedin: string;
  twitter: string;
};

/** Document 1 §2: one leader card, the founder and CEO. */
export const leader: Leader = {
  id: 'founder',
  name: 'Marcus Thibodeaux',
  position: 'Founder & Chief Executive Officer',
  bio: 'A New Orleans native and former Major League Baseball front-office executive, Marcus spent eighteen years in player development and scouting before coming home to build the youth sports company he wished he had growing up. He has guided hundreds of young athletes to college programs and helps city and parish leaders turn their fields into places kids want to be.',
  image: '/media/leadership/marcus-thibodeaux.webp',
  linkedin: 'https://www.linkedin.com/in/marcus-thibodeaux-nola',
  twitter: 'https://twitter.com/marcus_nolasports',
};

export const leaderHighlights: readonly { value: string; label: string }[] = [
  { value: '18 yrs', label: 'in MLB front offices' },
  { value: '6-18', label: 'ages we develop' },
  { value: 'NOLA', label: 'born and raised' },
];
