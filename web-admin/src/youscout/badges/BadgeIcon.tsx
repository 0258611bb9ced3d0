import { Box } from '@mui/material';
import { type BadgeIconName, isBadgeIconName } from '@server/youscout/constants';
import {
  IconAward,
  IconBinoculars,
  IconClock,
  IconFlame,
  IconMedal,
  IconMessageCircle,
  IconStar,
  IconThumbUp,
  IconTrophy,
} from '@tabler/icons-react';

/** The catalogue's icon names as the public site draws them (web-public's badge-icon.ts). */
const ICONS: Record<BadgeIconName, typeof IconAward> = {
  award: IconAward,
  binoculars: IconBinoculars,
  clock: IconClock,
  flame: IconFlame,
  comment: IconMessageCircle,
  medal: IconMedal,
  star: IconStar,
  'thumb-up': IconThumbUp,
  trophy: IconTrophy,
};

/**
 * A badge's icon as members see it, named for a screen reader (and on hover) by the name staff
 * typed; a name without a drawing shows the award ribbon, as on the public site, and says so.
 */
export function BadgeIcon({ name, size = 22 }: { name: string; size?: number }) {
  const known = isBadgeIconName(name);
  const Icon = known ? ICONS[name] : IconAward;
  const label = known ? name : `${name} (no such icon: the award shows)`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-icon={known ? name : 'award'}
      sx={{ display: 'inline-flex', color: 'text.secondary', verticalAlign: 'middle' }}
    >
      <Icon size={size} stroke={1.8} aria-hidden />
    </Box>
  );
}
