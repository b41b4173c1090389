import { escapeHtml, layout, type RenderedEmail } from './layout.ts';

export function otpCodeEmail(input: { code: string; expiresAt: Date; now?: Date }): RenderedEmail {
  const minutes = Math.max(1, Math.round((input.expiresAt.getTime() - (input.now ?? new Date()).getTime()) / 60_000));
  const subject = `Your HomePact sign-in code: ${input.code}`;
  const text = [
    'Your HomePact sign-in code is:',
    '',
    `    ${input.code}`,
    '',
    `It expires in ${minutes} minutes and works once.`,
    "If you didn't ask for it, ignore this e-mail: nobody can sign in without the code.",
  ].join('\n');
  const html = layout({
    preheader: `Your sign-in code is ${input.code}`,
    bodyHtml: `<p style="margin:0 0 16px">Your HomePact sign-in code is:</p>
<p style="margin:0 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(input.code)}</p>
<p style="margin:0 0 8px">It expires in ${minutes} minutes and works once.</p>
<p style="margin:0;color:#475569">If you didn't ask for it, ignore this e-mail: nobody can sign in without the code.</p>`,
  });
  return { subject, text, html, secrets: [input.code] };
}
