import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';
import { PreferencesSchema } from '../account.ts';
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
/**
 * A user as identity holds them now, re-published on request (POST /internal/republish) so read models can
 * be rebuilt without the topic's history. Its version is `updatedAt`: a snapshot never overwrites what a
 * later change said.
 */
export const UserSnapshot = defineEvent(
  'UserSnapshot',
  Topics.identity,
  z.object({ ...userFields, createdAt: z.string(), updatedAt: z.string() }),
);
/**
 * The user saved their notification preferences (Settings). Notifications
 * keeps them in a read model and honours them (see PreferencesSchema). The
 * address rides along so a message addressed by e-mail finds its owner.
 */
export const PreferencesChanged = defineEvent(
  'PreferencesChanged',
  Topics.identity,
  z.object({ userId: z.string(), email: z.string(), preferences: PreferencesSchema, updatedAt: z.string() }),
);
export const UserRoleChanged = defineEvent(
  'UserRoleChanged',
  Topics.identity,
  z.object({ userId: z.string(), email: z.string(), from: RoleSchema, to: RoleSchema }),
);
/**
 * Asks notifications to mail a sign-in code. The code itself is sealed
 * (AES-256-GCM, key derived from OTP_EVENT_KEY, which only identity and
 * notifications hold; bound to the address and expiry), so no readable code
 * rests in Kafka, its dead-letter topic or a backup. It travels on its own
 * topic, kept 15 minutes, readable by notifications alone. Version 2: version
 * 1 carried the plain code.
 */
export const OtpRequested = defineEvent(
  'OtpRequested',
  Topics.identityOtp,
  z.object({ email: z.string(), sealedCode: z.string().regex(/^v1\.[A-Za-z0-9_-]+$/), expiresAt: z.string() }),
  2,
);
