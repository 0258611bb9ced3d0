import type { ConnectUserType, MatchupProfile } from '@/features/profiles/types';

export const CONNECT_TYPE_LABELS: Record<ConnectUserType, string> = {
  sponsor: 'Sponsor',
  organizer: 'Organizer',
  athlete: 'Athlete',
  admin: 'Staff',
};

export const MATCHUP_ROLE_LABELS: Record<MatchupProfile['role'], string> = {
  athlete: 'Athlete',
  coach: 'Coach',
  scout: 'Scout',
  admin: 'Staff',
};

/** `high_school` as "High school". */
export const choiceLabel = (value: string) => {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
