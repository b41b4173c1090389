import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeEvent, otpSealing } from '@homepact/kit';
import { IdentityEvents } from '@homepact/proto';
import { redactForStore } from '../src/domain/redact.ts';
import { applyRetention } from '../src/store/repositories.ts';
import { exportEmailLog } from '../src/use-cases/export-email-log.ts';
import { documentBody, invitesRequested, pdfBytes, signUrl, startNotifications } from './harness.ts';

const CODE = '482913';
const DAY_MS = 24 * 3600 * 1000;

function otpEvent(email: string, code = CODE) {
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  const sealedCode = otpSealing.seal(otpSealing.key('k'.repeat(40)), { email, code, expiresAt });
  return makeEvent(IdentityEvents.OtpRequested, { key: email, producer: 'identity', data: { email, sealedCode, expiresAt } });
}

/** Every byte the embedded store wrote under DATA_DIR (nedb appends: an overwritten value stays in the file until compaction). */
async function storedBytes(dir: string): Promise<string> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.push(await readFile(join(entry.parentPath, entry.name), 'utf8'));
  }
  return out.join('\n');
}

describe('no sign-in code or signing-link token at rest', () => {
  it('keeps the code e-mail in email_log with the code replaced, and the export shows no code', async () => {
    const t = await startNotifications();
    await t.publish(otpEvent('ann@example.com'), IdentityEvents.OtpRequested.topic);
    // The person still gets the code.
    expect(t.mailer.sent[0]!.subject).toContain(CODE);
    const rows = await t.c.emailLog.find({});
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Your HomePact sign-in code: ••••••');
    expect(JSON.stringify(rows)).not.toContain(CODE);
    const exported = await exportEmailLog({ repos: t.repos }, 'ann@example.com');
    expect(JSON.stringify(exported)).not.toContain(CODE);
    expect(exported.emails[0]!.subject).toBe('Your HomePact sign-in code: ••••••');
    expect(await storedBytes(t.dataDir)).not.toContain(CODE);
    await t.close();
  });

  it('keeps no signing-link token from invitations in any store', async () => {
    const t = await startNotifications();
    t.documents.get('/internal/documents/doc-draft-1', documentBody({ bytes: pdfBytes('draft'), kind: 'draft' }));
    const event = invitesRequested();
    const tokens = event.data.invitations.map((i) => new URL(i.signUrl).searchParams.get('token')!);
    await t.publish(event);
    expect(t.mailer.sent.length).toBeGreaterThan(0);
    const all = await storedBytes(t.dataDir);
    for (const tok of tokens) expect(all).not.toContain(tok);
    await t.close();
  });

  it('gives every email_log row an expiry (EMAIL_LOG_RETENTION_DAYS) and removes rows past it at start-up, redacting what older versions kept', async () => {
    const t = await startNotifications({ env: { EMAIL_LOG_RETENTION_DAYS: '30' } });
    await t.publish(otpEvent('ret@example.com'), IdentityEvents.OtpRequested.topic);
    const [row] = await t.c.emailLog.find({});
    const expireAt = new Date(row!.expireAt as Date).getTime();
    expect(Math.abs(expireAt - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    // Rows an older version wrote: no expiry, the code in clear, some past the retention.
    const old = {
      eventId: 'e',
      template: 'otp-code',
      role: null,
      contractId: null,
      status: 'sent' as const,
      attempts: 1,
      messageId: null,
      error: null,
      attachments: [],
    };
    await t.c.emailLog.insertOne({
      ...old,
      _id: 'old',
      to: 'a@example.com',
      subject: 'Your HomePact sign-in code: 111111',
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      updatedAt: new Date(),
    });
    await t.c.emailLog.insertOne({
      ...old,
      _id: 'recent',
      to: 'a@example.com',
      subject: 'Your HomePact sign-in code: 222222',
      createdAt: new Date(Date.now() - DAY_MS),
      updatedAt: new Date(),
    });
    await applyRetention(t.repos, { emailLogMs: 30 * DAY_MS, devMailboxMs: DAY_MS });
    expect(await t.c.emailLog.findOne({ _id: 'old' })).toBeNull();
    const recent = await t.c.emailLog.findOne({ _id: 'recent' });
    expect(recent!.subject).toBe('Your HomePact sign-in code: ••••••');
    expect(new Date(recent!.expireAt as Date).getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    await t.close();
  });

  it('redacts codes and link tokens in any text it is given', () => {
    const link = signUrl('abcdefghijklmnopqrstuvwxyz0123456789');
    expect(redactForStore(`Your HomePact sign-in code: ${CODE}`, [CODE])).toBe('Your HomePact sign-in code: ••••••');
    expect(redactForStore(`open ${link} now`)).toBe(`open ${link.split('?')[0]}?token=… now`);
    expect(redactForStore('550 rejected https://x.example/sign/1?a=1&token=secretsecret&b=2')).toBe(
      '550 rejected https://x.example/sign/1?a=1&token=…&b=2',
    );
  });
});
