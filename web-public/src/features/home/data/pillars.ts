import { IconHeartHandshake, IconTarget, IconTrendingUp } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type Pillar = {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  title: string;
  description: string;
};

export const mission = {
  title: 'Our Mission',
  text: 'To give every young athlete in the New Orleans area, ages 6 to 18, the coaching, facilities and opportunities once reserved for the few, and to help the cities, parishes and schools that serve them run programs families are proud of.',
};

export const approach = {
  title: 'Our Approach',
  text: 'We pair professional-level player development with hands-on facility operations and modern technology. Former pro executives and certified coaches design every program, and we measure what matters: participation, progress and the number of kids who keep playing.',
};

/** Document 1 §3: the three pillars of the about section. */
export const pillars: readonly Pillar[] = [
  {
    icon: IconTarget,
    title: 'Elite Development',
    description:
      'Age-appropriate training plans, skills clinics and showcase events built by coaches who have developed pros.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Community Partnership',
    description:
      'We work alongside recreation departments, school districts and parks commissions, never around them.',
  },
  {
    icon: IconTrendingUp,
    title: 'Measurable Growth',
    description:
      'Clear goals and regular reports on enrolment, facility usage and athlete progress, season after season.',
  },
];
