/**
 * The one list of roles a person can describe themself with (docs/decisions/0004-one-list-of-roles.md): sign-up, Edit Profile and the
 * home page's quick setup all offer these, in this order, with these words. Zod-free, so the home page can
 * load it without the wire schemas (`@homepact/proto/roles`).
 *
 * `persona` is the quick setup's wire value for the scope writer (GenerateScopeBody.persona, docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits:
 * homeowner, contractor, property-manager): a landlord and a tenant ask for work on a home as its client,
 * as a homeowner does.
 */
export const USER_ROLES = [
  { value: 'homeowner', label: 'Homeowner', persona: 'homeowner' },
  { value: 'contractor', label: 'Contractor', persona: 'contractor' },
  { value: 'landlord', label: 'Landlord', persona: 'homeowner' },
  { value: 'tenant', label: 'Tenant', persona: 'homeowner' },
  { value: 'property_manager', label: 'Property Manager', persona: 'property-manager' },
] as const;

export type UserRoleValue = (typeof USER_ROLES)[number]['value'];
export type RolePersona = (typeof USER_ROLES)[number]['persona'];

export const USER_ROLE_VALUES = USER_ROLES.map((r) => r.value) as [UserRoleValue, ...UserRoleValue[]];

/** A role's words on screen, or undefined for a value outside the list. */
export function roleLabel(value: string | null | undefined): string | undefined {
  return USER_ROLES.find((r) => r.value === value)?.label;
}

/** The role a quick-setup persona came from (a landlord's or tenant's request reads back as Homeowner). */
export function roleForPersona(persona: string | null | undefined): UserRoleValue | undefined {
  return USER_ROLES.find((r) => r.persona === persona)?.value;
}
