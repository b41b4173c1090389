import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { AdminEvents, Topics } from '@homepact/proto';
import { NotificationsConfigSchema } from '../src/config.ts';
import { contactSubmittedEmail } from '../src/domain/templates/contact-submitted.ts';
import { fakeMailer, smtpError, startNotifications } from './harness.ts';

const contact = (over: Record<string, unknown> = {}) =>
  makeEvent(AdminEvents.ContactSubmitted, {
    key: 'sub-1',
    producer: 'admin',
    data: {
      submissionId: '5b7c2a9e-0b7d-4e8a-9c3f-2d5e8a7b1c40',
      name: 'Vera <b>Visitor</b>',
      email: 'vera@example.com',
      phone: null,
      subject: 'Pricing\r\nBcc: eve@example.com',
      category: 'billing',
      message: 'Line one\n<script>alert(1)</script>',
      createdAt: '2026-03-02T15:04:00.000Z',
      ...over,
    },
  });

describe('ContactSubmitted consumer', () => {
  it('mails the form to SUPPORT_EMAIL only (Reply-To the visitor), once, logged in email_log', async () => {
    const h = await startNotifications({ env: { SUPPORT_EMAIL: 'Help@HomePact.example' } });
    try {
      const event = contact();
      await h.publish(event, Topics.admin);
      await h.publish(event, Topics.admin); // redelivered
      expect(h.mailer.sent).toHaveLength(1);
      const mail = h.mailer.sent[0]!;
      expect(mail.to).toEqual(['help@homepact.example']);
      expect(mail.replyTo).toBe('vera@example.com');
      // Never to the visitor: the form must not make us an open relay.
      expect(h.mailer.sent.flatMap((m) => m.to)).not.toContain('vera@example.com');
      expect(mail.subject).toBe('[Contact · Billing & Pricing] Pricing Bcc: eve@example.com');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Vera &lt;b&gt;Visitor&lt;/b&gt;');
      expect(mail.text).toContain('Line one\n<script>alert(1)</script>');
      expect(mail.text).toContain('Phone: not given');

      const [row] = await h.c.emailLog.find({ eventId: event.id });
      expect(row).toMatchObject({ template: 'contact-submitted', to: 'help@homepact.example', status: 'sent' });
      expect(h.ofType('EmailDelivered')).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  it('a transient SMTP failure is retried by the bus until the relay takes it', async () => {
    const mailer = fakeMailer((_m, tryNo) => {
      if (tryNo === 1) throw smtpError(451, 'try again later');
    });
    const h = await startNotifications({ mailer });
    try {
      await h.publish(contact(), Topics.admin);
      for (let i = 0; i < 300 && mailer.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      await h.settle();
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]!.to).toEqual(['support@homepact.com']);
    } finally {
      await h.close();
    }
  });

  it('SUPPORT_EMAIL must be an e-mail address (the default, support@homepact.com, is used above)', () => {
    const issues = (env: Record<string, string>) =>
      (NotificationsConfigSchema.safeParse({ INTERNAL_JWT_SECRET: 's'.repeat(40), SIGNING_EMAILS: 'off', ...env }).error?.issues ?? []).map(
        (i) => i.path.join('.'),
      );
    expect(issues({ SUPPORT_EMAIL: 'not an address' })).toContain('SUPPORT_EMAIL');
    expect(issues({ SUPPORT_EMAIL: 'help@homepact.example' })).not.toContain('SUPPORT_EMAIL');
  });

  it('the template names the sender, category and reference', () => {
    const e = contactSubmittedEmail({
      submissionId: 'ref-1',
      name: 'Al',
      email: 'al@example.com',
      phone: '555-0100',
      subject: 'Hello there',
      category: 'partnership',
      message: 'Let us work together.',
      createdAt: new Date('2026-03-02T15:04:00Z'),
    });
    expect(e.subject).toBe('[Contact · Partnership Opportunities] Hello there');
    expect(e.text).toContain('From: Al <al@example.com>');
    expect(e.text).toContain('Reference: ref-1');
    expect(e.text).toContain('Sent: March 2, 2026 at 3:04 PM UTC');
  });
});
