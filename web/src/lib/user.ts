import { roleLabel } from '@homepact/proto/roles';
import type { User } from '@homepact/proto';

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** Avatar letters: first and last initial, else the e-mail's first letter. */
export function userInitials(user: Named): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  const fromName = `${first.charAt(0)}${last.charAt(0)}`;
  return (fromName || clean(user.email).charAt(0) || 'U').toUpperCase();
}

export function fullName(user: Named): string {
  return [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
}

/** Dashboard greeting: full name, else first name, else e-mail local part, else "User". */
export function greetingName(user: Named): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = clean(user.email).split('@')[0];
  return local || 'User';
}

/** The name shown in menus: full name, else the e-mail. */
export function displayName(user: Named): string {
  return fullName(user) || clean(user.email) || 'User';
}

export function userTypeLabel(userType: string | null | undefined): string {
  if (!userType) return 'Standard User';
  return roleLabel(userType) ?? userType;
}

/** Long US date ("January 5, 2025"), or "Unknown" when missing or unparsable. */
export function longDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
