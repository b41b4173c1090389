import { z } from 'zod';
import { userTextSchema } from './text.ts';
import { SignupUserTypeSchema, UserSchema } from './users.ts';

/** The session cookie's name: identity sets it, the gateway reads it. */
export const SESSION_COOKIE = 'hp_session';

/**
 * The one spelling of an e-mail address that decides who someone is (a party, a signer, an admin):
 * surrounding spaces dropped and lower-cased, nothing else. Lookalike characters (a Cyrillic 'а',
 * a full-width '＠') are not folded: they are a different address, and folding them would let one
 * address pass for another.
 */
export const canonicalEmail = (email: string): string => email.trim().toLowerCase();

/** Whether two addresses are the same person's (canonicalEmail of both). */
export const sameEmail = (a: string, b: string): boolean => canonicalEmail(a) === canonicalEmail(b);

/** Shared by the login screen and identity, so both say the same thing. Parses to canonicalEmail's spelling. */
export const EmailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const OtpCodeSchema = z
  .string({ error: 'OTP must be 6 digits' })
  .length(6, 'OTP must be 6 digits')
  .regex(/^\d+$/, 'OTP must contain only numbers');

/** A person's name, normalised at parse time (proto's text.ts: NUL and lone surrogates refused, format and control characters removed, NFKC). */
const name = (message: string) => userTextSchema({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');

export const OtpRequestBodySchema = z.strictObject({ email: EmailSchema });
export type OtpRequestBody = z.infer<typeof OtpRequestBodySchema>;
export const OtpRequestResponseSchema = z.object({ message: z.string() });

export const OtpVerifyBodySchema = z.strictObject({ email: EmailSchema, otp: OtpCodeSchema });
export type OtpVerifyBody = z.infer<typeof OtpVerifyBodySchema>;
export const OtpVerifyResponseSchema = z.object({ isNewUser: z.boolean(), user: UserSchema });
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;

export const CompleteUserBodySchema = z.strictObject({
  email: EmailSchema,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  userType: SignupUserTypeSchema,
});
export type CompleteUserBody = z.infer<typeof CompleteUserBodySchema>;
export const CompleteUserResponseSchema = z.object({ user: UserSchema });

/** Every error answer of every service. */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
