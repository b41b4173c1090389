import type { SigningEvents } from '@homepact/proto';
import { recipientName } from '../domain/recipient.ts';
import { contractWithdrawnEmail, reminderEmail, signingExpiredEmail } from '../domain/templates/signing-deadline.ts';
import type { EventOf } from './deps.ts';
import { sendLoggedEmail, type SendDeps } from './send-logged-email.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * ReminderSent: each unsigned party gets their reminder with their fresh link
 * (transactional, like the invitation it repeats). One e-mail per party and
 * event (the log key), so a redelivered event sends nothing more.
 */
export async function sendReminders(deps: SendDeps, event: EventOf<typeof SigningEvents.ReminderSent>): Promise<void> {
  const { data } = event;
  for (const r of data.reminders)
    await sendLoggedEmail(deps, {
      eventId: event.id,
      template: 'signing-reminder',
      to: r.email,
      role: r.role,
      contractId: data.contractId,
      email: reminderEmail({
        recipientName: r.name,
        role: r.role,
        serviceType: data.serviceType,
        waitingOn: data.waitingOn,
        deadline: new Date(data.deadline),
        signUrl: r.signUrl,
      }),
    });
}

type Expired = EventOf<typeof SigningEvents.SigningExpired>;
type Withdrawn = EventOf<typeof SigningEvents.ContractWithdrawn>;

/** SigningExpired: both parties and the owner are told the links stopped working and what to do. */
export const notifySigningExpired = (deps: SendDeps & { publicUrl: string }, event: Expired) =>
  notifyClosed(deps, event, 'signing-expired', (audience, recipientName, dashboardUrl) =>
    signingExpiredEmail({
      recipientName,
      audience,
      dashboardUrl,
      serviceType: event.data.serviceType,
      deadline: new Date(event.data.deadline),
    }),
  );

/** ContractWithdrawn: both parties are told, with the owner's reason (the owner did it). */
export const notifyContractWithdrawn = (deps: SendDeps & { publicUrl: string }, event: Withdrawn) =>
  notifyClosed(
    deps,
    event,
    'contract-withdrawn',
    (audience, recipientName, dashboardUrl) =>
      contractWithdrawnEmail({ recipientName, audience, dashboardUrl, serviceType: event.data.serviceType, reason: event.data.reason }),
    { tellOwner: false },
  );

/**
 * One e-mail per party (and to the owner, unless they are a party: they get
 * the party's message only), keyed by event, template, address and role, so a
 * redelivered event sends nothing more.
 */
async function notifyClosed(
  deps: SendDeps & { publicUrl: string },
  event: Expired | Withdrawn,
  template: string,
  render: (audience: 'party' | 'owner', name: string, dashboardUrl: string) => ReturnType<typeof signingExpiredEmail>,
  { tellOwner = true } = {},
): Promise<void> {
  const { data } = event;
  const dashboardUrl = new URL('/dashboard', deps.publicUrl).toString();
  for (const p of data.parties)
    await sendLoggedEmail(deps, {
      eventId: event.id,
      template,
      to: p.email,
      role: p.role,
      contractId: data.contractId,
      email: render('party', p.name, dashboardUrl),
    });
  if (!tellOwner) return;
  const account = await deps.repos.recipients.findById(data.creator.userId);
  const owner = data.creator.email ?? account?.email ?? null;
  if (!owner || data.parties.some((p) => same(p.email, owner))) return;
  await sendLoggedEmail(deps, {
    eventId: event.id,
    template,
    to: owner,
    contractId: data.contractId,
    email: render('owner', data.creator.name ?? recipientName(account) ?? '', dashboardUrl),
  });
}
