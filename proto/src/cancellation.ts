import { z } from 'zod';

/**
 * The buyer's right to cancel a signed contract, when the property's state
 * gives one (the period the signed Notice of Cancellation states, counted by
 * @homepact/legal). Shown to both parties and the owner.
 */
export const CancellationWindowSchema = z.object({
  /** The property's state (two letters). */
  state: z.string(),
  /** The last day to cancel, as the notice prints it ("Monday, November 30, 2026"). */
  lastDay: z.string(),
  /** The instant the window closes: midnight at the end of the last day, at the property. */
  endsAt: z.string(),
  /** The state forbids the provider to start work during the window (Ohio): work may start from `endsAt`. */
  noWorkDuringPeriod: z.boolean(),
  /** The law the period comes from (a citation). */
  source: z.string(),
  /** When the window closed and the contract came into force; null while it is open. */
  closedAt: z.string().nullable(),
  /** When the homeowner cancelled; null unless they did. */
  cancelledAt: z.string().nullable(),
});
export type CancellationWindow = z.infer<typeof CancellationWindowSchema>;

const CancelTokenSchema = z
  .string({ error: 'This cancellation link is not valid' })
  .min(16, 'This cancellation link is not valid')
  .max(512, 'This cancellation link is not valid');

/** GET /api/contracts/:id/cancellation: `?token=` from the e-mailed cancellation link, or nothing when signed in as the homeowner. */
export const CancellationQuerySchema = z.strictObject({ token: CancelTokenSchema.optional() });

/** What the cancellation page shows the homeowner before they confirm. */
export const CancellationInfoSchema = z.object({
  contractId: z.string(),
  serviceType: z.string(),
  homeownerName: z.string(),
  homeownerAddress: z.string(),
  providerName: z.string(),
  providerAddress: z.string().nullable(),
  providerEmail: z.string(),
  window: CancellationWindowSchema,
  /** `open`: may cancel now; `closed`: the last day passed; `cancelled`: already cancelled. */
  state: z.enum(['open', 'closed', 'cancelled']),
  /** The notice that will be sent, word for word (dated today). */
  noticeText: z.string(),
});
export type CancellationInfo = z.infer<typeof CancellationInfoSchema>;

/** POST /api/contracts/:id/cancel: the homeowner confirms the notice of cancellation. */
export const CancelBodySchema = z.strictObject({
  token: CancelTokenSchema.optional(),
  confirm: z.literal(true, { error: 'Please confirm that you want to cancel this contract' }),
});
export type CancelBody = z.infer<typeof CancelBodySchema>;

export const CancelResponseSchema = z.object({ status: z.literal('cancelled'), cancelledAt: z.string(), noticeText: z.string() });
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

/** One entry of a contract's timeline, oldest first. */
export const TimelineEntrySchema = z.object({
  at: z.string(),
  /** What happened, as the history recorded it (`created`, `signed`, `reminder_sent`, `cancelled`, `change_order_*` …). */
  action: z.string(),
  /** Plain words for the entry. */
  label: z.string(),
  /** Who did it: a person (named as the contract names them, or their account's e-mail), a party by link, or HomePact itself. */
  actor: z.object({ kind: z.enum(['user', 'party', 'system']), name: z.string() }),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** GET /api/contracts/:id/timeline (the owner and each party). */
export const ContractTimelineSchema = z.object({
  contractId: z.string(),
  serviceType: z.string(),
  status: z.string(),
  entries: z.array(TimelineEntrySchema),
});
export type ContractTimeline = z.infer<typeof ContractTimelineSchema>;

/** The development clock (never in production): how far the stack's clock runs ahead of real time. */
export const DevClockSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
export type DevClock = z.infer<typeof DevClockSchema>;
export const DevClockBodySchema = z.strictObject({
  /** "3d", "12h", "30m": how far to move the clock forward. */
  advanceBy: z.string({ error: 'advanceBy must be like 3d, 12h or 30m' }).regex(/^\d{1,4}[dhm]$/, 'advanceBy must be like 3d, 12h or 30m'),
});

/** POST /internal/notices/cancellation (notifications → documents): the dated notice of cancellation as a PDF. */
export const CancellationNoticeRequestSchema = z.strictObject({
  contractId: z.string().min(1).max(100),
  cancelledAt: z.string().datetime(),
  /** The notice as the homeowner confirmed it (NOTICE OF CANCELLATION, dated). */
  noticeText: z.string().min(1).max(5_000),
  /** How long the provider has to return any payment ("10 business days"). */
  refundPeriod: z.string().min(1).max(100),
});
export type CancellationNoticeRequest = z.infer<typeof CancellationNoticeRequestSchema>;
export const CancellationNoticePdfSchema = z.object({
  filename: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
  sha256: z.string(),
});
