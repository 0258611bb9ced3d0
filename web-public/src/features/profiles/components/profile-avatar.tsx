import { Avatar, type AvatarProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { initialsOf } from '@/features/profiles/utils/profile-display';

type ProfileAvatarProps = AvatarProps & { photoUrl: string | null | undefined; name: string };

/**
 * The photo, else initials. A photo that fails to load is tried once more by its absolute
 * address (document 2 §7); if that fails too, the initials show.
 */
export function ProfileAvatar({ photoUrl, name, ...props }: ProfileAvatarProps) {
  const [src, setSrc] = useState(photoUrl || null);
  const [retried, setRetried] = useState(false);

  useEffect(() => {
    setSrc(photoUrl || null);
    setRetried(false);
  }, [photoUrl]);

  const retryAbsolute = () => {
    if (retried || !src) return;
    setRetried(true);
    setSrc(new URL(src, window.location.origin).href);
  };

  return (
    <Avatar src={src} alt={`${name}'s photo`} imageProps={{ onError: retryAbsolute }} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
