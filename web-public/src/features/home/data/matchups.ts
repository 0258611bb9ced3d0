import { IconBellRinging, IconShieldCheck, IconSwords, IconVideo } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type MatchupsFeature = {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  title: string;
  description: string;
  /** A Mantine colour name, dark enough for white icons. */
  color: 'red' | 'blue' | 'yellow' | 'teal';
};

/** Document 1 §3: the recruiting and matchups section's four feature cards. */
export const matchupsFeatures: readonly MatchupsFeature[] = [
  {
    icon: IconBellRinging,
    title: 'Metric Alerts',
    description:
      'Coaches set targets such as a 90 mph exit velocity and hear the moment an athlete hits one.',
    color: 'red',
  },
  {
    icon: IconSwords,
    title: 'Live Matchups',
    description:
      'Head-to-head challenges between athletes, streamed and scored so coaches see real competition.',
    color: 'blue',
  },
  {
    icon: IconVideo,
    title: 'Fantasy Workouts',
    description: 'Coach-designed drill sets that athletes complete on video, wherever they train.',
    color: 'yellow',
  },
  {
    icon: IconShieldCheck,
    title: 'Verified Metrics',
    description:
      'Numbers confirmed by trainers and staff, so every stat on a profile can be trusted.',
    color: 'teal',
  },
];

/** Static figures of the dashboard preview (document 1 §2). */
export const matchupsCounters: readonly { label: string; value: string }[] = [
  { label: 'Active Alerts', value: '84' },
  { label: 'Live Matchups', value: '156' },
  { label: 'Athletes Tracked', value: '2,341' },
];

export const matchupsBadges: readonly string[] = ['89% Response Rate', '2m 45s Avg View Time'];

export const matchupsQuote = {
  text: 'I used to drive three states to see one arm. Now the athletes who hit my numbers come to me.',
  author: 'College baseball recruiting coordinator',
};
