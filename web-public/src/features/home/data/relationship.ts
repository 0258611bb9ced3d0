import { IconCalendar, IconChartBar, IconClock, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type PartnerStep = {
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  title: string;
  description: string;
};

export const relationshipIntro =
  'Every partner gets one accountable point of contact and a plan built around their community. We stay close long after launch day, because great programs are built over seasons, not weeks.';

/** How a partnership runs, from first call to the next season. */
export const partnerSteps: readonly PartnerStep[] = [
  {
    icon: IconUsersGroup,
    title: 'A dedicated partner lead',
    description:
      'One person who knows your facilities, staff and families, and answers within 24 hours.',
  },
  {
    icon: IconCalendar,
    title: 'Season planning together',
    description:
      'We map registrations, leagues, clinics and facility calendars with your team before each season.',
  },
  {
    icon: IconChartBar,
    title: 'Reports you can take to council',
    description:
      'Quarterly reviews of participation, usage and feedback, ready for boards and budget hearings.',
  },
  {
    icon: IconClock,
    title: 'Support on game day',
    description: 'On-site coordinators for tournaments, showcases and community events.',
  },
];
