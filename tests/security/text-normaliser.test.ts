import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '@homepact/kit';
import { testLogger, tempDir } from '@homepact/kit/testing';
import { documentReadingText, normaliseContractText, normaliseOneLine, parseContract } from '@homepact/legal';
import { renderContractHtml } from '../../services/documents/src/domain/render-html.ts';
import { contractRecord } from '../../services/documents/test/fixtures/contracts.ts';
import { invitationEmail } from '../../services/notifications/src/domain/templates/invitation.ts';
import { sendLoggedEmail } from '../../services/notifications/src/use-cases/send-logged-email.ts';
import { collections, ensureIndexes } from '../../services/notifications/src/store/collections.ts';
import type { OutgoingMail } from '../../services/notifications/src/mail/mailer.ts';

/**
 * Issue 9, finding 10: bidi override characters were stripped in the PDF
 * but shown on the web and in e-mail subjects, so one text read differently
 * in two places. One normaliser (@homepact/legal) now serves all three.
 */
const RLO = '\u202E';
const PDF = '\u202C';
const LRI = '\u2066';
const PDI = '\u2069';
// "Price: $95,000.00 upfront" stored so that it *displays* as something else where bidi controls are honoured.
const TRICKY = `PRICE AND PAYMENT\r\nPrice: ${RLO}00.000,59$${PDF} due ${LRI}upfront${PDI}\u0007\rCafe\u0301 \u200Fterms\u0000 apply\u2028Last line\uFEFF`;
const EXPECTED_LINES = ['PRICE AND PAYMENT', 'Price: 00.000,59$ due upfront', 'Café terms apply', 'Last line'];
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u2028\u2029]/;

/** The lines of the one contract-text model (@homepact/legal), which the web pages, the stored HTML and the PDF all render. */
const modelLines = (text: string) => documentReadingText(parseContract(text)).flatMap((t) => t.split('\n'));

describe('one reading of contract text everywhere', () => {
  it('the normaliser: NFC, one kind of line end, no bidi or control characters, idempotent', () => {
    const once = normaliseContractText(TRICKY);
    expect(once.split('\n')).toEqual(EXPECTED_LINES);
    expect(once).not.toMatch(FORBIDDEN);
    expect(normaliseContractText(once)).toBe(once);
    expect(normaliseOneLine(`a\r\n${RLO}b\t c`, 80)).toBe('a b c');
    expect(normaliseOneLine('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('the one contract-text model (web pages, stored HTML, PDF) reads it the same', () => {
    expect(modelLines(TRICKY)).toEqual(EXPECTED_LINES);
  });

  it('the PDF reads it the same', () => {
    const html = renderContractHtml({
      contract: contractRecord({ serviceType: `Deck ${RLO}gnidliub` }),
      text: TRICKY,
      generatedAt: new Date(),
    });
    expect(html).not.toMatch(FORBIDDEN);
    for (const line of EXPECTED_LINES) expect(html).toContain(line.replace('$', '$'));
  });

  it('the e-mail reads it the same: subject, text and HTML', async () => {
    const { dir, remove } = await tempDir('hp-normaliser-');
    const store = await createEmbeddedStore(dir, 'notifications');
    try {
      const c = collections(store);
      await ensureIndexes(c);
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
        recipientName: `Hana ${RLO}snewO`,
        role: 'homeowner',
        invitedByName: 'Pat',
        serviceType: TRICKY,
        totalAmount: '1000.00',
        signUrl: 'https://app.homepact.test/sign/c1?token=t',
        reason: 'generated',
        pdfAttached: false,
      });
      await sendLoggedEmail({ c, mailer, logger: testLogger() }, { eventId: 'e1', template: 'invitation', to: 'hana@example.com', email });
      const out = sent[0]!;
      for (const part of [out.subject, out.text, out.html]) expect(part).not.toMatch(FORBIDDEN);
      expect(out.subject).toContain(normaliseOneLine(TRICKY, 60).slice(0, 40));
      expect(out.subject).toContain('Price: 00.000,59$ due upfront');
      expect(out.text).toContain('Hana snewO');
      const logged = await c.emailLog.findOne({});
      expect(logged!.subject).toBe(out.subject);
    } finally {
      await store.close();
      await remove();
    }
  });
});
