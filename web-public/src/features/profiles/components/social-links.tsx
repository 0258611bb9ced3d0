import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { SOCIAL_NETWORKS } from '@server/profiles/constants';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconWorld,
} from '@tabler/icons-react';
import type { SocialLinks as Links } from '@/features/profiles/types';
import { SOCIAL_LABELS, socialHref } from '@/features/profiles/utils/profile-display';

const ICONS = {
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  website: IconWorld,
} as const;

/** The profile's links that are set, each opening in a new tab. */
export function SocialLinks({ links }: { links: Links | null | undefined }) {
  const items = SOCIAL_NETWORKS.flatMap((network) => {
    const value = links?.[network];
    const href = value ? socialHref(network, value) : null;
    return href ? [{ network, href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <Group gap={6}>
      {items.map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <Tooltip key={network} label={SOCIAL_LABELS[network]}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              variant="light"
              size="lg"
              radius="xl"
              aria-label={SOCIAL_LABELS[network]}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
