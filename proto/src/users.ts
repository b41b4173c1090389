import { z } from 'zod';

export const UserTypeSchema = z.enum(['homeowner', 'landlord', 'tenant', 'property_manager']);
export type UserType = z.infer<typeof UserTypeSchema>;
/** The choices offered on the profile stage of sign-in. */
export const SignupUserTypeSchema = z.enum(['landlord', 'tenant', 'property_manager'], {
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
