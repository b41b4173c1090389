import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import type { User } from '@homepact/proto';
import { useAuth } from '../../lib/auth';
import { displayName } from '../../lib/user';
import { UserAvatar, buttonClass } from '../ui';
import { Logo } from './Logo';
import { logOut, mainNav } from './navigation';
import './header.css';

// Only signed-in users see it, and it needs Radix's menu: loaded when first shown.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The menu's trigger as it will look (the avatar), until the menu's code is in. */
function AccountMenuPlaceholder({ user }: { user: User }) {
  return (
    <span className="avatar-trigger" aria-hidden>
      <UserAvatar user={user} />
    </span>
  );
}

export function Header() {
  const { user, isLoading, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuId = useId();
  const links = mainNav(isAuthenticated);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="logo" aria-label="HomePact home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="header-nav">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className="nav-link">
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="header-actions">
          {isLoading ? null : user ? (
            <Suspense fallback={<AccountMenuPlaceholder user={user} />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Link to="/login" className={buttonClass('primary', 'md', 'hide-on-phone')}>
              Sign In
            </Link>
          )}
          <button
            type="button"
            className="menu-toggle"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" className="mobile-menu" hidden={!menuOpen}>
        <div className="container mobile-menu-inner">
          {user && (
            <div className="mobile-user">
              <UserAvatar user={user} />
              <div>
                <p className="mobile-user-name">{displayName(user)}</p>
                <p className="mobile-user-email">{user.email}</p>
              </div>
            </div>
          )}
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className="mobile-link" onClick={close}>
              {l.label}
            </NavLink>
          ))}
          {user ? (
            <>
              <NavLink to="/contracts" className="mobile-link" onClick={close}>
                Contracts
              </NavLink>
              <NavLink to="/profile" className="mobile-link" onClick={close}>
                Profile
              </NavLink>
              <button type="button" className={buttonClass('outline', 'md', 'mobile-cta')} onClick={logOut}>
                Sign Out
              </button>
            </>
          ) : (
            !isLoading && (
              <Link to="/login" className={buttonClass('primary', 'md', 'mobile-cta')} onClick={close}>
                Sign In
              </Link>
            )
          )}
        </div>
      </nav>
    </header>
  );
}
