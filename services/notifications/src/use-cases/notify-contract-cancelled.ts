import type { SigningEvents } from '@homepact/proto';
import { cancelledEmail } from '../domain/templates/cancellation.ts';
import { recipientName } from '../domain/recipient.ts';
import type { EventOf, SigningDeps } from './deps.ts';
import { sendLoggedEmail } from './send-logged-email.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * ContractCancelled: documents renders the dated notice as a PDF, and both
 * parties and the owner (unless a party) get it attached: transactional,
 * always sent. One e-mail per address, role and event, so a redelivered event
 * sends nothing more; a documents outage goes back to the bus and is retried.
 */
export async function notifyContractCancelled(deps: SigningDeps, event: EventOf<typeof SigningEvents.ContractCancelled>): Promise<void> {
  const { data } = event;
  const pdf = await deps.documents.renderCancellationNotice({
    contractId: data.contractId,
    cancelledAt: data.cancelledAt,
    noticeText: data.noticeText,
    refundPeriod: data.refundPeriod,
  });
  const attachments = [{ filename: pdf.filename, content: pdf.content, contentType: pdf.contentType }];
  const timelineUrl = new URL(`/contracts/${encodeURIComponent(data.contractId)}/timeline`, deps.publicUrl).toString();
  const homeownerName = data.parties.find((p) => p.role === 'homeowner')?.name ?? 'The homeowner';
  const render = (audience: 'homeowner' | 'provider' | 'owner', name: string) =>
    cancelledEmail({
      recipientName: name,
      audience,
      homeownerName,
      serviceType: data.serviceType,
      cancelledAt: new Date(data.cancelledAt),
      refundPeriod: data.refundPeriod,
      filename: pdf.filename,
      timelineUrl,
    });
  for (const p of data.parties)
    await sendLoggedEmail(deps, {
      eventId: event.id,
      template: 'contract-cancelled',
      to: p.email,
      role: p.role,
      contractId: data.contractId,
      attachments,
      email: render(p.role, p.name),
    });
  const account = await deps.repos.recipients.findById(data.creator.userId);
  const owner = data.creator.email ?? account?.email ?? null;
  if (!owner || data.parties.some((p) => same(p.email, owner))) return;
  await sendLoggedEmail(deps, {
    eventId: event.id,
    template: 'contract-cancelled',
    to: owner,
    contractId: data.contractId,
    attachments,
    email: render('owner', data.creator.name ?? recipientName(account) ?? ''),
  });
}
