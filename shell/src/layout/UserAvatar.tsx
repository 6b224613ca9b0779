import { Avatar } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { SessionUser } from 'shared-contracts';

/** The profile picture, or a placeholder icon. */
export function UserAvatar({ user, size = 32 }: { user: SessionUser | null; size?: number }) {
  if (user?.profile_picture) {
    return <Avatar src={user.profile_picture} alt="" size={size} radius="xl" />;
  }
  return (
    <Avatar size={size} radius="xl" color="teal" aria-hidden data-testid="avatar-placeholder">
      <IconUser size={size * 0.6} />
    </Avatar>
  );
}
