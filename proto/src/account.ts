import { z } from 'zod';
import { userTextSchema } from './text.ts';
import { UserSchema, UserTypeSchema } from './users.ts';

/**
 * The signed-in user's own account (identity owns it): the profile they can
 * change, their notification preferences and the export of their data.
 * The messages are the spec's profile-stage wording, so the Profile dialog,
 * Settings and the API say the same thing.
 */
/** A person's name, normalised at parse time (proto's text.ts: NUL and lone surrogates refused, format and control characters removed, NFKC). */
const name = (message: string) => userTextSchema({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');

/**
 * Any stored type may be chosen, homeowner included (the type every account
 * starts with), not only the three the sign-up stage offers.
 */
export const ProfileUserTypeSchema = z.enum(UserTypeSchema.options, { error: 'Please select your role' });

/** PATCH /api/auth/user: every field is required (the form always shows all three). */
export const UpdateProfileBodySchema = z.strictObject({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  userType: ProfileUserTypeSchema,
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export const UpdateProfileResponseSchema = z.object({ user: UserSchema });

/**
 * Notification preferences (docs/product/public-site-accounts-dashboard.md#settings-settings). What each one governs, as
 * notifications applies it (services/notifications/src/domain/preferences.ts):
 *
 * - Transactional e-mail is always sent, whatever is set here: sign-in codes,
 *   invitations to sign, and the executed contract to each party (their
 *   ESIGN copy of what they signed).
 * - Status updates (a party signed, the creator's copy of a completed contract
 *   they are not a party to) need emailNotifications AND contractUpdates.
 * - Marketing e-mail needs emailNotifications AND marketing. HomePact sends
 *   none today; the consent is recorded so none ever goes without it.
 * - smsNotifications: HomePact sends no text messages yet; the choice is kept
 *   for when it does.
 */
export const PreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  contractUpdates: z.boolean(),
  smsNotifications: z.boolean(),
  marketing: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** The spec's defaults: e-mail and status updates on, SMS and marketing off. */
export const DEFAULT_PREFERENCES: Preferences = Object.freeze({
  emailNotifications: true,
  contractUpdates: true,
  smsNotifications: false,
  marketing: false,
});

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** PUT /api/auth/preferences: the whole set, every switch as shown on Settings. */
export const UpdatePreferencesBodySchema = z.strictObject({
  emailNotifications: flag('emailNotifications'),
  contractUpdates: flag('contractUpdates'),
  smsNotifications: flag('smsNotifications'),
  marketing: flag('marketing'),
});
export const PreferencesResponseSchema = PreferencesSchema.extend({ updatedAt: z.string().nullable() });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

/* ---- GET /api/auth/export and the internal answers it is made of ---- */

/** POST /internal/exports/contracts (contracts) and /internal/exports/email-log (notifications). */
export const ExportRequestSchema = z.strictObject({
  userId: z.string().min(1).max(100),
  email: z.string().min(3).max(254),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

/** The most rows of each kind an export carries (newest first); `truncated` says when there were more. */
export const EXPORT_LIMITS = { contracts: 500, annotations: 2000, emails: 2000, sessions: 100 } as const;

export const ExportSignatureSchema = z.object({
  role: z.enum(['homeowner', 'provider']),
  name: z.string(),
  signedAt: z.string(),
  /** Set only on the caller's own signatures: the evidence recorded about them (address, browser, consent). */
  email: z.string().optional(),
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
  verification: z.string().optional(),
  consentVersion: z.string().optional(),
  textSha256: z.string().optional(),
});

export const ExportContractSchema = z.object({
  id: z.string(),
  /** How the user is connected to it: they created it, and/or they are a party. */
  relationship: z.array(z.enum(['creator', 'homeowner', 'provider'])),
  /** The record as the user may see it (the other party's address masked when the user only signs). */
  record: z.record(z.string(), z.unknown()),
  /** The text the signatures cover (the edited text when there is one). */
  text: z.string(),
  signatures: z.array(ExportSignatureSchema),
  executedAt: z.string().nullable(),
});
export type ExportContract = z.infer<typeof ExportContractSchema>;

export const ExportAnnotationSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  sectionId: z.string(),
  type: z.string(),
  status: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ContractsExportSchema = z.object({
  contracts: z.array(ExportContractSchema),
  annotations: z.array(ExportAnnotationSchema),
  truncated: z.object({ contracts: z.boolean(), annotations: z.boolean() }),
});
export type ContractsExport = z.infer<typeof ContractsExportSchema>;

export const ExportEmailSchema = z.object({
  template: z.string(),
  subject: z.string(),
  status: z.string(),
  contractId: z.string().nullable(),
  role: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), size: z.number(), sha256: z.string() })),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const EmailLogExportSchema = z.object({ emails: z.array(ExportEmailSchema), truncated: z.boolean() });
export type EmailLogExport = z.infer<typeof EmailLogExportSchema>;

export const AccountExportSchema = z.object({
  format: z.literal('homepact-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: UserSchema,
  preferences: PreferencesResponseSchema,
  /** Active sign-ins: when and from where (no session secrets). */
  sessions: z.array(
    z.object({ createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string(), ipAddress: z.string(), userAgent: z.string() }),
  ),
  contracts: z.array(ExportContractSchema),
  annotations: z.array(ExportAnnotationSchema),
  emails: z.array(ExportEmailSchema),
  truncated: z.object({ contracts: z.boolean(), annotations: z.boolean(), emails: z.boolean(), sessions: z.boolean() }),
  notes: z.array(z.string()),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
