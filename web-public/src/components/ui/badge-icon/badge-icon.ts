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

/**
 * A YouScout badge's icon is a name staff chose; a name without a drawing gets the award ribbon.
 * The back office draws badges with this map too (its `@public-ui` alias), so the two agree.
 */
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

export const badgeIconOf = (name: string | undefined) =>
  name && isBadgeIconName(name) ? ICONS[name] : IconAward;
