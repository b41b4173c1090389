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

/** Sign-out is a full browser navigation: the gateway ends the session and redirects. */
export function logOut() {
  window.location.href = '/api/logout';
}
