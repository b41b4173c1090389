import type { UserContext } from '@homepact/kit';
import { canManage, partyEmail, viewerOf } from '../domain/access.ts';
import { manageOnly } from '../domain/errors.ts';
import { mailBudgetRules } from '../domain/mail-budget.ts';
import { unsignedRoles } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable } from './load-contract.ts';

/**
 * POST /internal/contracts/:id/mail-budget (documents, before Generate renders
 * a draft whose PdfGenerated sends the invitations): takes the mail budget of
 * the invitations that are about to go out, one per party who has not
 * signed, or answers 429 with Retry-After and a sentence the browser shows,
 * before anything is rendered, stored or queued. contracts owns the budget
 * because it decides who is invited (resend takes from the same budget).
 */
export async function reserveMailBudget(deps: ContractsDeps, id: string, user: UserContext): Promise<{ recipients: number }> {
  const { doc } = await loadReadable(deps, { user }, id);
  if (!canManage(viewerOf(user), doc)) throw manageOnly();
  const recipients = unsignedRoles(doc).map((r) => partyEmail(doc, r));
  await deps.invites.budgets.consume(mailBudgetRules(deps.invites, user, recipients), deps.now());
  return { recipients: recipients.length };
}
