import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '@homepact/kit';
import { testLogger, tempDir } from '@homepact/kit/testing';
import { normaliseOneLine } from '@homepact/legal';
import { FORBIDDEN_TEXT, reversed, TRICKY_TEXT } from '@homepact/legal/testing';
import { invitationEmail } from '../src/domain/templates/invitation.ts';
import { sendLoggedEmail } from '../src/use-cases/send-logged-email.ts';
import { EMAIL_LOG, type EmailLogDoc } from '../src/store/email-log-repository.ts';
import { ensureIndexes, repositories } from '../src/store/repositories.ts';
import type { OutgoingMail } from '../src/mail/mailer.ts';

describe('e-mail reads contract text as the web does', () => {
  it('subject, text and HTML carry no bidi or control characters, and the log keeps the subject as sent', async () => {
    const { dir, remove } = await tempDir('hp-normaliser-');
    const store = await createEmbeddedStore(dir, 'notifications');
    try {
      const repos = repositories(store);
      await ensureIndexes(repos);
      const sent: OutgoingMail[] = [];
      const mailer = {
        kind: 'embedded' as const,
        send: async (mail: OutgoingMail) => {
          sent.push(mail);
          return { accepted: mail.to, rejected: [], messageId: '<m@test>' };
        },
        verify: async () => true,
        close: async () => undefined,
      };
      const email = invitationEmail({
        recipientName: `Hana ${reversed('snewO')}`,
        role: 'homeowner',
        invitedByName: 'Pat',
        serviceType: TRICKY_TEXT,
        totalAmount: '1000.00',
        signUrl: 'https://app.homepact.test/sign/c1?token=t',
        reason: 'generated',
        pdfAttached: false,
      });
      await sendLoggedEmail(
        { repos, mailer, logger: testLogger() },
        { eventId: 'e1', template: 'invitation', to: 'hana@example.com', email },
      );
      const out = sent[0]!;
      for (const part of [out.subject, out.text, out.html]) expect(part).not.toMatch(FORBIDDEN_TEXT);
      expect(out.subject).toContain(normaliseOneLine(TRICKY_TEXT, 60).slice(0, 40));
      expect(out.subject).toContain('Price: 00.000,59$ due upfront');
      expect(out.text).toContain('Hana snewO');
      const logged = await store.collection<EmailLogDoc>(EMAIL_LOG).findOne({});
      expect(logged!.subject).toBe(out.subject);
    } finally {
      await store.close();
      await remove();
    }
  });
});
