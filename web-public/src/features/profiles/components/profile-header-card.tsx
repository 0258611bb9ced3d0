import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconUsersGroup } from '@tabler/icons-react';
import banner from '@/components/ui/banner/banner.module.css';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';
import { SocialLinks } from '@/features/profiles/components/social-links';
import { VerificationBadge } from '@/features/profiles/components/verification-badge';
import type { Profile } from '@/features/profiles/types';
import { teamPositionLabel } from '@/features/profiles/utils/profile-display';
import type { User } from '@/lib/auth';
import { roleLabel } from '@/lib/role-label';
import classes from './profile.module.css';

type ProfileHeaderCardProps = { user: User; profile: Profile | null };

/** Who this is: photo, name, role, where, links, about, and a coach's team (document 2 §2). */
export function ProfileHeaderCard({ user, profile }: ProfileHeaderCardProps) {
  const name = profile?.displayName || user.username;
  const isCoach = user.role === 'coach';
  return (
    <Paper withBorder radius="lg" shadow="sm" className={classes.headerCard}>
      <Box className={`${banner.stripes} ${classes.cover}`} />
      <Box px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Group align="flex-end" gap="lg" className={classes.identity} wrap="wrap">
          <ProfileAvatar
            photoUrl={profile?.photoUrl}
            name={name}
            size={112}
            radius={999}
            color="navy"
            variant="filled"
            className={classes.avatar}
            data-testid="profile-avatar"
          />
          <Stack gap={4} className={classes.identityText}>
            <Title order={1} className={classes.name}>
              {name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                @{user.username}
              </Text>
              <Badge color="red.7" variant="filled">
                {roleLabel(user.role)}
              </Badge>
              {isCoach && <VerificationBadge status={profile?.verificationStatus ?? 'pending'} />}
            </Group>
            {profile?.location && (
              <Group gap={4} c="dimmed">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{profile.location}</Text>
              </Group>
            )}
          </Stack>
          <Box ml={{ sm: 'auto' }}>
            <SocialLinks links={profile?.socialLinks} />
          </Box>
        </Group>

        <Stack gap="lg" mt="lg">
          <section>
            <Title order={2} className={classes.sectionTitle}>
              About
            </Title>
            <Text className={classes.bio} c={profile?.bio ? undefined : 'dimmed'}>
              {profile?.bio ||
                'Nothing here yet. Tell the community a little about yourself in Profile Settings.'}
            </Text>
          </section>
          {isCoach && (profile?.teamName || profile?.teamPosition) && (
            <section>
              <Title order={2} className={classes.sectionTitle}>
                Team
              </Title>
              {/* The team, and the coach's position under it: on one line a long position
                  wrapped onto a line of its own on phones, its "·" leading nowhere. */}
              <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="team-line">
                <IconUsersGroup size={18} aria-hidden className={classes.teamIcon} />
                <div>
                  <Text fw={600}>{profile.teamName ?? 'Team not named'}</Text>
                  {profile.teamPosition && (
                    <Text c="dimmed" size="sm" data-testid="team-position">
                      {teamPositionLabel(profile.teamPosition)}
                    </Text>
                  )}
                </div>
              </Group>
            </section>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
