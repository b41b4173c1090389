import { clearPersonalDrafts } from '../../lib/personalDrafts';

export interface NavItem {
  to: string;
  label: string;
}

/** The header links; the first one depends on whether someone is signed in. */
export function mainNav(signedIn: boolean): NavItem[] {
  return [
    signedIn ? { to: '/dashboard', label: 'Dashboard' } : { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/blog', label: 'Blog' },
    { to: '/expert-qa', label: 'Ask Lawyer' },
    { to: '/contact', label: 'Contact' },
  ];
}

/**
 * Sign-out is a full browser navigation: the gateway ends the session and redirects. The person's drafts
 * (the wizard's parties, the quick setup) are forgotten first: the next person on this browser must not
 * see them (docs/decisions/0005-drafts-belong-to-one-person.md).
 */
export function logOut() {
  clearPersonalDrafts();
  window.location.href = '/api/logout';
}
