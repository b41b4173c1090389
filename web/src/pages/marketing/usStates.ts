// The states module alone: the package's index loads every wire schema, and zod with them, into the home page.
import { US_STATES as PROTO_STATES } from '@homepact/proto/states';
import { USER_ROLES } from '@homepact/proto/roles';
import type { SelectOption } from '../../components/ui';

/** The 50 US states and DC as select options: the value is the state's slug (docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits), from @homepact/proto's one list. */
export const US_STATES: readonly SelectOption[] = PROTO_STATES.map((s) => ({ value: s.slug, label: s.name }));

/** "I am a": the one list of roles (docs/decisions/0004-one-list-of-roles.md), the same as on sign-up and in Edit Profile. */
export const ROLE_OPTIONS: readonly SelectOption[] = USER_ROLES.map((r) => ({ value: r.value, label: r.label }));

/** The scope writer's persona (homeowner, contractor, property-manager: docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits) for a role on the form. */
export function personaForRole(role: string): string {
  return USER_ROLES.find((r) => r.value === role)?.persona ?? role;
}
