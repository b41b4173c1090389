import * as AvatarPrimitive from '@radix-ui/react-avatar';
import clsx from 'clsx';
import type { User } from '@homepact/proto';
import { displayName, userInitials } from '../../lib/user';

type AvatarUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;

export function UserAvatar({ user, size = 'md' }: { user: AvatarUser; size?: 'md' | 'lg' }) {
  return (
    <AvatarPrimitive.Root className={clsx('avatar', size === 'lg' && 'avatar-lg')}>
      {user.profileImageUrl && <AvatarPrimitive.Image className="avatar-image" src={user.profileImageUrl} alt={displayName(user)} />}
      <AvatarPrimitive.Fallback className="avatar-fallback" delayMs={user.profileImageUrl ? 600 : 0}>
        {userInitials(user)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
