import { z } from 'zod';
import { USER_ROLE_VALUES } from './roles.ts';

/** The one list of roles (./roles.ts): homeowner, contractor, landlord, tenant, property_manager. */
export const UserTypeSchema = z.enum(USER_ROLE_VALUES);
export type UserType = z.infer<typeof UserTypeSchema>;
/** The choices offered on the profile stage of sign-in: the same list as everywhere (docs/decisions/0004-one-list-of-roles.md). */
export const SignupUserTypeSchema = z.enum(USER_ROLE_VALUES, {
  error: 'Please select your role',
});
export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: UserTypeSchema,
  role: RoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
