import type { AvatarProps } from '@mantine/core';
import { useProfile } from '@/features/profiles/api/get-profile';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';
import type { User } from '@/lib/auth';

/**
 * The signed-in visitor in the header: the profile's photo, else the initials of its display
 * name, else of the username. It reads the profile's query, so a saved profile or a new photo
 * shows here at once (the save puts the answer in that query).
 */
export function AccountAvatar({ user, ...props }: AvatarProps & { user: User }) {
  const { data: profile } = useProfile();
  return (
    <ProfileAvatar
      photoUrl={profile?.photoUrl}
      name={profile?.displayName || user.username}
      color="red"
      variant="filled"
      radius="xl"
      data-testid="account-avatar"
      {...props}
    />
  );
}
