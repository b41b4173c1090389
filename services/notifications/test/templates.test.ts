import { describe, expect, it } from 'vitest';
import { executedEmail } from '../src/domain/templates/executed.ts';
import { invitationEmail, type InvitationInput } from '../src/domain/templates/invitation.ts';
import { checkedLink, formatDateTime, formatDollarText, oneLine } from '../src/domain/templates/layout.ts';
import { partySignedEmail } from '../src/domain/templates/party-signed.ts';

const link = 'https://app.homepact.example/sign/c-1?token=AbC_12-xyz';
const invitation = (over: Partial<InvitationInput> = {}) =>
  invitationEmail({
    recipientName: 'Bob Roofing LLC',
    role: 'provider',
    invitedByName: 'Ann Lee',
    serviceType: 'Roof replacement',
    totalAmount: '12500.00',
    signUrl: link,
    reason: 'generated',
    pdfAttached: true,
    ...over,
  });

describe('helpers', () => {
  it('formats dollars', () => {
    expect(formatDollarText('12500.00')).toBe('$12,500.00');
    expect(formatDollarText('1500')).toBe('$1,500.00');
    expect(formatDollarText('0.5')).toBe('$0.50');
    expect(formatDollarText('99999999.99')).toBe('$99,999,999.99');
    expect(formatDollarText('about 5k')).toBe('about 5k');
  });

  it('says which time zone a time is in', () => {
    expect(formatDateTime(new Date('2026-03-02T15:04:00Z'))).toBe('March 2, 2026 at 3:04 PM UTC');
  });

  it('keeps subjects on one line', () => {
    expect(oneLine('Roof\r\nBcc: eve@example.com')).toBe('Roof Bcc: eve@example.com');
    expect(oneLine('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });

  it('passes http(s) links through untouched and refuses the rest', () => {
    expect(checkedLink(link)).toBe(link);
    expect(checkedLink('http://localhost:5173/sign/c?token=a&b=1')).toBe('http://localhost:5173/sign/c?token=a&b=1');
    expect(() => checkedLink('javascript:alert(1)')).toThrow(/javascript:/);
    expect(() => checkedLink('data:text/html,hi')).toThrow();
    expect(() => checkedLink('/sign/c-1')).toThrow(/not a valid URL/);
  });
});

describe('invitation', () => {
  it('says who invited them, for what, how much, and how to sign', () => {
    const m = invitation();
    expect(m.subject).toBe('Please review and sign a contract: Roof replacement');
    for (const body of [m.text, m.html]) {
      expect(body).toContain('Hello Bob Roofing LLC');
      expect(body).toContain('Ann Lee');
      expect(body).toContain('Roof replacement');
      expect(body).toContain('$12,500.00');
      expect(body).toContain('service provider');
      expect(body).toContain('What happens next');
      expect(body).toContain('certificate of completion');
      expect(body).toContain('a paper copy');
      expect(body).toContain('have to sign electronically');
      expect(body).toContain('PDF copy is attached');
    }
    expect(m.text).toContain(`Review and sign:\n${link}`);
    // The button and the written-out link both go to the exact URL.
    expect(m.html).toMatch(new RegExp(`<a href="${link.replace(/[.?]/g, '\\$&')}"[^>]*>Review and sign</a>`));
    expect(m.html.split(`href="${link}"`)).toHaveLength(3);
    expect(m.html).toMatch(/^<!doctype html>/);
  });

  it('escapes an ampersand in a link only as HTML requires', () => {
    const m = invitation({ signUrl: 'https://x.example/sign/c?token=a&x=1' });
    expect(m.html).toContain('href="https://x.example/sign/c?token=a&amp;x=1"');
    expect(m.text).toContain('https://x.example/sign/c?token=a&x=1');
  });

  it('escapes every user-provided value', () => {
    const evil = `"><script>alert('x')</script>`;
    const m = invitation({ recipientName: evil, invitedByName: evil, serviceType: evil, totalAmount: evil });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain(`"><script`);
    expect(m.html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });

  it('words a resend as a reminder and leaves out the attachment line without a PDF', () => {
    const m = invitation({ reason: 'resend', pdfAttached: false });
    expect(m.subject).toBe('Reminder: please review and sign the Roof replacement contract');
    expect(m.text).toContain('fresh signing link');
    expect(m.text).not.toContain('attached');
  });

  it('refuses to render a non-http signing link', () => {
    expect(() => invitation({ signUrl: 'javascript:alert(1)' })).toThrow();
  });
});

describe('party-signed note', () => {
  const base = {
    recipientName: 'Bob Roofing LLC',
    recipientEmail: 'bob@roofing.example',
    recipientRole: 'provider' as const,
    signerName: 'Ann <b>Lee</b>',
    signerRole: 'homeowner' as const,
    serviceType: 'Roof replacement',
    signedAt: new Date('2026-03-02T15:04:00Z'),
  };

  it('tells them who signed and gives them their link', () => {
    const m = partySignedEmail({ ...base, signUrl: link });
    expect(m.subject).toBe('Ann <b>Lee</b> signed the Roof replacement contract: your signature is next');
    expect(m.text).toContain('Ann <b>Lee</b>, the homeowner, signed the Roof replacement contract on March 2, 2026 at 3:04 PM UTC');
    expect(m.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    expect(m.html).toContain(`href="${link}"`);
    expect(m.html).toContain('>Review and sign</a>');
  });

  it('without a fresh link, says how to sign anyway', () => {
    const m = partySignedEmail({ ...base, signUrl: null });
    expect(m.html).not.toContain('href=');
    expect(m.text).toContain('open the signing link from your invitation e-mail, or sign in to HomePact as bob@roofing.example');
  });
});

describe('executed', () => {
  it('mentions the attachment, the certificate, and asks them to keep it', () => {
    const m = executedEmail({
      recipientName: 'Ann Lee',
      role: 'homeowner',
      homeownerName: 'Ann Lee',
      providerName: 'Bob & Sons <Roofing>',
      serviceType: 'Roof replacement',
      totalAmount: '12500.00',
      homeownerSignedAt: new Date('2026-03-02T15:04:00Z'),
      providerSignedAt: new Date('2026-03-03T09:30:00Z'),
      filename: 'contract-c-1-signed.pdf',
      sha256: 'ab'.repeat(32),
    });
    expect(m.subject).toBe('Signed by both parties: Roof replacement contract');
    for (const body of [m.text, m.html]) {
      expect(body).toContain('contract-c-1-signed.pdf');
      expect(body).toContain('certificate of completion');
      expect(body).toContain('Keep this e-mail for your records');
      expect(body).toContain('ab'.repeat(32));
      expect(body).toContain('March 3, 2026 at 9:30 AM UTC');
    }
    expect(m.html).toContain('Bob &amp; Sons &lt;Roofing&gt;');
    expect(m.html).not.toContain('<Roofing>');
  });
});

describe('invitations come from HomePact, sent on behalf of a user', () => {
  it('a sender named like HomePact is quoted and said to be a user, and never heads the subject', () => {
    const m = invitation({ invitedByName: 'HomePact Security Team (sec@evil.example)' });
    expect(m.subject).toBe('Please review and sign a contract: Roof replacement');
    expect(m.subject).not.toContain('Security Team');
    for (const body of [m.text, m.html.replace(/&quot;/g, '"')]) {
      expect(body).toContain('Sent on behalf of “HomePact Security Team (sec@evil.example)” (a HomePact user, not HomePact staff)');
      expect(body).not.toMatch(/(^|[^“])HomePact Security Team \(sec@evil\.example\) (has|is|invited)/);
    }
  });

  it('a resend tells another party a fresh link replaced the old one; the owner resending to themself is not "waiting for your signature"', () => {
    const other = invitation({ reason: 'resend', invitedByName: 'Ann Lee (ann@example.com)' });
    expect(other.text).toContain('Sent on behalf of Ann Lee (ann@example.com), who is still waiting for your signature');
    expect(other.text).toContain('Your earlier links no longer work.');
    const self = invitation({ reason: 'resend', invitedByName: 'Ann Lee (ann@example.com)', recipientIsSender: true });
    expect(self.subject).toBe('Your new signing link: the Roof replacement contract');
    expect(self.text).not.toContain('waiting for your signature');
    expect(self.text).toContain('You asked for a fresh signing link for a contract you prepared on HomePact');
  });

  it('tells the recipient how to decline e-signing on the signing page', () => {
    expect(invitation().text).toContain('“I do not want to sign electronically”');
  });
});

describe('paper requested', () => {
  it('tells the owner who asked for paper, when, and what to do next', async () => {
    const { paperRequestedEmail } = await import('../src/domain/templates/paper-requested.ts');
    const m = paperRequestedEmail({
      recipientName: 'Ann Lee',
      partyName: 'Bob Roofing LLC',
      partyEmail: 'bob@roofing.example',
      partyRole: 'provider',
      serviceType: 'Roof replacement',
      withdrawnAt: new Date('2026-05-03T14:05:00Z'),
      dashboardUrl: 'https://app.homepact.test/dashboard',
    });
    expect(m.subject).toBe('Bob Roofing LLC asked for a paper copy of the Roof replacement contract');
    expect(m.text).toContain('do not want to sign the Roof replacement contract electronically');
    expect(m.text).toContain('May 3, 2026 at 2:05 PM UTC');
    expect(m.text).toContain('Resend on your dashboard sends them a new signing link');
  });
});
