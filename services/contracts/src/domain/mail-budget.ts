import type { BudgetRule } from '@homepact/kit/limits';
import { canonicalEmail } from '@homepact/proto';
import { sameEmail } from './access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailLimits {
  /** Signing e-mails one user may have sent to other people per 24 hours (invitations and resends, all contracts). */
  mailPerUserPerDay: number;
  /** Signing e-mails one address may receive per 24 hours, from every sender together. */
  mailPerRecipientPerDay: number;
}

/**
 * The mail budget of one request that e-mails people in HomePact's name
 * (Generate's invitations, Resend): one use of the sender's daily budget and
 * one of each recipient's daily budget per message. Without it, creating a
 * contract and generating it is a free HomePact-branded relay to any address.
 *
 * Mail to the sender's own address (a contractor who is the provider party
 * of their own contract) is not counted: it reaches nobody else.
 */
export function mailBudgetRules(
  limits: MailLimits,
  sender: { userId: string; email: string },
  recipients: readonly string[],
): BudgetRule[] {
  const others = recipients.filter((to) => !sameEmail(to, sender.email));
  return others.flatMap((to) => [
    {
      key: `mail:user:${sender.userId}`,
      limit: limits.mailPerUserPerDay,
      windowMs: DAY_MS,
      message: `You have sent the daily limit of ${limits.mailPerUserPerDay} signing e-mails. Please try again tomorrow, or contact support if you need more.`,
    },
    {
      key: `mail:to:${canonicalEmail(to)}`,
      limit: limits.mailPerRecipientPerDay,
      windowMs: DAY_MS,
      message: `${to} has received the daily limit of ${limits.mailPerRecipientPerDay} signing e-mails from HomePact. Please try again tomorrow, or share the contract with them another way.`,
    },
  ]);
}
