import { Box } from '@mui/material';
import { badgeIconOf } from '@public-ui/badge-icon/badge-icon';
import { isBadgeIconName } from '@server/youscout/constants';
/**
 * A badge's icon as members see it, named for a screen reader (and on hover) by the name staff
 * typed; a name without a drawing shows the award ribbon, as on the public site, and says so.
 */
export function BadgeIcon({ name, size = 22 }: { name: string; size?: number }) {
  const known = isBadgeIconName(name);
  const Icon = badgeIconOf(name);
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
