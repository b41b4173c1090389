import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';
import { RoleSchema, UserTypeSchema } from '../users.ts';

const userFields = {
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: UserTypeSchema,
  role: RoleSchema,
};

export const UserRegistered = defineEvent('UserRegistered', Topics.identity, z.object({ ...userFields, createdAt: z.string() }));
export const UserUpdated = defineEvent('UserUpdated', Topics.identity, z.object({ ...userFields, updatedAt: z.string() }));
export const UserRoleChanged = defineEvent(
  'UserRoleChanged',
  Topics.identity,
  z.object({ userId: z.string(), email: z.string(), from: RoleSchema, to: RoleSchema }),
);
/**
 * Carries the plain code to notifications, the one service that mails it. It
 * travels on its own topic so that topic can have a retention of an hour and
 * ACLs that let only identity write and notifications read it.
 */
export const OtpRequested = defineEvent(
  'OtpRequested',
  Topics.identityOtp,
  z.object({ email: z.string(), code: z.string().regex(/^\d{6}$/), expiresAt: z.string() }),
);
