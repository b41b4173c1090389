import { Link } from 'react-router-dom';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FileText, LayoutDashboard, LogOut, Settings, User as UserIcon } from 'lucide-react';
import type { User } from '@homepact/proto';
import { displayName } from '../../lib/user';
import { UserAvatar } from '../ui';
import { logOut } from './navigation';
import './account-menu.css';

const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/contracts', label: 'Contracts', Icon: FileText },
  { to: '/profile', label: 'Profile', Icon: UserIcon },
  { to: '/settings', label: 'Settings', Icon: Settings },
] as const;

/**
 * The signed-in user's avatar menu. Its own chunk (Radix's menu and positioning
 * code): a signed-out visitor never loads it, and the Header shows the avatar
 * meanwhile (see AccountMenuPlaceholder).
 */
export default function AccountMenu({ user }: { user: User }) {
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by hidden text rather than aria-label, which would clash with the visible initials (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="avatar-trigger">
        <span className="visually-hidden">Account menu for {name}</span>
        <span aria-hidden>
          <UserAvatar user={user} />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="dropdown" align="end" sideOffset={8}>
          <div className="dropdown-user">
            <p className="dropdown-user-name">{name}</p>
            <p className="dropdown-user-email">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="dropdown-separator" />
          {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
            <DropdownMenu.Item key={to} asChild className="dropdown-item">
              <Link to={to}>
                <Icon aria-hidden size={16} /> {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="dropdown-separator" />
          <DropdownMenu.Item className="dropdown-item" onSelect={logOut}>
            <LogOut aria-hidden size={16} /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
