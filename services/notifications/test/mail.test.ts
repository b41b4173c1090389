import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, createLogger, type Collection, type DocumentStore } from '@homepact/kit';
import { otpCodeEmail } from '../src/domain/templates/otp-code.ts';
import { escapeHtml } from '../src/domain/templates/layout.ts';
import { startEmbeddedSmtp } from '../src/mail/embedded-smtp.ts';
import { isTransientMailError, type Mailer } from '../src/mail/mailer.ts';
import { EMAIL_LOG, type EmailLogDoc } from '../src/store/email-log-repository.ts';
import { repositories, type NotificationRepositories } from '../src/store/repositories.ts';
import { sendLoggedEmail, TransientMailError } from '../src/use-cases/send-logged-email.ts';

let dir: string;
let store: DocumentStore;
let repos: NotificationRepositories;
/** email_log as stored, to look at what was written. */
let emailLog: Collection<EmailLogDoc>;
const logger = createLogger('test', 'silent');

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-mail-'));
  store = await createEmbeddedStore(dir, 'notifications');
  repos = repositories(store);
  emailLog = store.collection<EmailLogDoc>(EMAIL_LOG);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('templates', () => {
  it('puts the code in the subject, the text and the HTML', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const mail = otpCodeEmail({ code: '012345', expiresAt: new Date(now.getTime() + 10 * 60_000), now });
    expect(mail.subject).toContain('012345');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('012345');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
  });
});

describe('embedded SMTP server', () => {
  it('receives real SMTP, parses it and keeps it with its attachments', async () => {
    const mailer = await startEmbeddedSmtp({ mailbox: repos.mailbox, from: 'HomePact <no-reply@homepact.app>' });
    try {
      const res = await mailer.send({
        to: ['ann@example.com'],
        subject: 'Hello',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        attachments: [{ filename: 'contract.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' }],
      });
      expect(res.accepted).toEqual(['ann@example.com']);
      const [kept] = await repos.mailbox.newestFirst(10);
      expect(kept).toMatchObject({ to: ['ann@example.com'], from: 'no-reply@homepact.app', subject: 'Hello', text: 'Plain body\n' });
      expect(kept!.html).toContain('<p>HTML body</p>');
      expect(kept!.attachments).toEqual([{ filename: 'contract.pdf', contentType: 'application/pdf', size: 13 }]);
    } finally {
      await mailer.close();
    }
  });
});

describe('sendLoggedEmail', () => {
  const email = { subject: 'S', text: 'T', html: '<p>H</p>' };
  const fakeMailer = (behaviour: () => Promise<void>): Mailer & { sent: number } => {
    const m = {
      kind: 'smtp' as const,
      sent: 0,
      async send() {
        await behaviour();
        m.sent++;
        return { messageId: `<m${m.sent}@x>`, accepted: ['a@example.com'], rejected: [] };
      },
      verify: async () => true,
      close: async () => undefined,
    };
    return m;
  };

  it('logs a sent message and does not send it again for the same event', async () => {
    const mailer = fakeMailer(async () => undefined);
    const input = { eventId: 'e1', template: 'otp-code', to: 'a@example.com', email };
    expect((await sendLoggedEmail({ repos, mailer, logger }, input)).status).toBe('sent');
    expect((await sendLoggedEmail({ repos, mailer, logger }, input)).status).toBe('already-sent');
    expect(mailer.sent).toBe(1);
    const [row] = await emailLog.find({});
    // attempts counts SMTP tries; the second call found the row sent and did not try.
    expect(row).toMatchObject({
      status: 'sent',
      messageId: '<m1@x>',
      attempts: 1,
      to: 'a@example.com',
      subject: 'S',
      contractId: null,
      role: null,
    });
  });

  it('throws on a transient failure so the bus retries, then succeeds', async () => {
    let calls = 0;
    const mailer = fakeMailer(async () => {
      if (++calls === 1) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
    });
    const input = { eventId: 'e2', template: 'otp-code', to: 'a@example.com', email };
    await expect(sendLoggedEmail({ repos, mailer, logger }, input)).rejects.toBeInstanceOf(TransientMailError);
    expect((await emailLog.findOne({}))!.status).toBe('sending');
    expect((await sendLoggedEmail({ repos, mailer, logger }, input)).status).toBe('sent');
  });

  it('records a permanent failure without retrying', async () => {
    const mailer = fakeMailer(async () => {
      throw Object.assign(new Error('550 no such user'), { responseCode: 550 });
    });
    expect(
      (await sendLoggedEmail({ repos, mailer, logger }, { eventId: 'e3', template: 'otp-code', to: 'a@example.com', email })).status,
    ).toBe('failed');
    expect(await emailLog.findOne({})).toMatchObject({ status: 'failed', error: '550 no such user' });
  });

  it('classifies SMTP errors', () => {
    expect(isTransientMailError({ responseCode: 421 })).toBe(true);
    expect(isTransientMailError({ responseCode: 554 })).toBe(false);
    expect(isTransientMailError({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isTransientMailError({ code: 'EENVELOPE' })).toBe(false);
  });
});
