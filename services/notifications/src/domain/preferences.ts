import { DEFAULT_PREFERENCES, type Preferences } from '@homepact/proto';

/**
 * Which e-mail a person's notification preferences (Settings, owned by
 * identity) can stop. Every message we send is one of:
 *
 * - transactional: always sent, whatever is set, because the person asked
 *   for it or the law and the signing flow need it: sign-in codes, the
 *   invitation to sign (with its reminder), the executed contract to each
 *   party (their ESIGN copy of what they signed), and the contact form to
 *   our own support address;
 * - status: news about a contract the person is following: a party signed
 *   (the note to the other party, and to the creator), and the creator's copy
 *   of a completed contract they are not a party to. Sent only with
 *   emailNotifications AND contractUpdates on;
 * - marketing: product news and offers. Sent only with emailNotifications
 *   AND marketing on. HomePact sends none today: nothing in this service
 *   produces one, and anything that ever does must pass through `allows`.
 *
 * smsNotifications governs no e-mail (we send no text messages yet).
 * Someone we know nothing about (no account, or no preferences saved) has
 * the spec's defaults: status updates on, marketing off.
 */
export type MessageKind = 'transactional' | 'status' | 'marketing';

export function allows(kind: MessageKind, prefs: Preferences | null | undefined): boolean {
  const p = prefs ?? DEFAULT_PREFERENCES;
  switch (kind) {
    case 'transactional':
      return true;
    case 'status':
      return p.emailNotifications && p.contractUpdates;
    case 'marketing':
      return p.emailNotifications && p.marketing;
  }
}

/** Each template we send, by kind (the README's table). */
export const TEMPLATE_KINDS: Record<string, MessageKind> = {
  'otp-code': 'transactional',
  invitation: 'transactional',
  executed: 'transactional',
  'contact-submitted': 'transactional',
  // A party withdrew e-signing consent: the owner must act to get it signed, so it is not a status update they can turn off.
  'paper-requested': 'transactional',
  // The deadline's reminders carry the party's fresh signing link, and closing a contract (expired, withdrawn) is
  // something each party must know: none of them is a status update one can turn off.
  'signing-reminder': 'transactional',
  'signing-expired': 'transactional',
  'contract-withdrawn': 'transactional',
  // The dated notice of cancellation is the legal record that the buyer cancelled (and that a deposit is owed back):
  // every party and the owner receive it whatever they turned off.
  'contract-cancelled': 'transactional',
  'party-signed': 'status',
  'party-signed-creator': 'status',
  'executed-creator': 'status',
};
