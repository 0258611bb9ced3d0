import { IconBuildingStadium, IconMedal, IconTrendingUp } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type ProspectBenefit = {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  title: string;
  description: string;
};

export const prospectIntro =
  'The NOLA 100 ranks the top 100 high-school baseball prospects in the New Orleans area. Rankings come from evaluations by former MLB executives and scouts, and the community can vote for the players they believe in.';

/** Document 1 §2: the three benefit cards of the prospect section. */
export const prospectBenefits: readonly ProspectBenefit[] = [
  {
    icon: IconMedal,
    title: 'Recognition',
    description:
      'A place on the official board and a profile families, coaches and fans can follow.',
  },
  {
    icon: IconBuildingStadium,
    title: 'Elite Exposure',
    description:
      'Put your game in front of college recruiters and professional scouts who watch the list.',
  },
  {
    icon: IconTrendingUp,
    title: 'Development',
    description: 'A personal evaluation and a plan that shows exactly what to work on next.',
  },
];
