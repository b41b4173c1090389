import { escapeHtml as e } from '@homepact/legal';
import type { EvidenceRecord } from '@homepact/proto';
import { colonFingerprint, formatUtc } from './render-html.ts';

const ROLE = { homeowner: 'Homeowner', provider: 'Service provider' } as const;
const WRITTEN_BY = {
  builtin: 'Built-in writer',
  ai: 'AI model',
  owner: 'Written by the owner',
  unknown: 'Not recorded',
} as const;
const ADOPTED_BY = {
  typed: 'Typed, shown in a script face',
  drawn: 'Drawn on the signing page',
  'typed-name': 'The typed full name (recorded before adopted signatures)',
} as const;

const PNG = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const row = (label: string, value: string) => `<tr><th scope="row">${e(label)}</th><td>${value}</td></tr>`;
const mono = (s: string | null | undefined) => (s ? `<span class="mono">${e(s)}</span>` : '<span class="none">not recorded</span>');
const when = (iso: string | null) => (iso ? `${e(formatUtc(iso))}` : '<span class="none">not recorded</span>');

function signatureHtml(s: EvidenceRecord['signatures'][number]): string {
  const a = s.adopted;
  const mark =
    a?.kind === 'drawn' && a.image && PNG.test(a.image)
      ? `<img class="sig" src="${e(a.image)}" alt="${e(`Signature of ${s.name}`)}">`
      : `<span class="typed">${e((a?.kind === 'typed' ? a.text : null) ?? s.typedName)}</span>${a?.font ? ` <span class="none">(${e(a.font)})</span>` : ''}`;
  const elections = s.elections.length
    ? `<ul>${s.elections.map((x) => `<li>${e(x.label)}: <strong>${x.choice === 'accept' ? 'Accepted' : 'Rejected'}</strong></li>`).join('')}</ul>`
    : '<span class="none">none</span>';
  const disclosures = s.disclosures.length
    ? `<ul>${s.disclosures.map((d) => `<li>${e(d.title)}, confirmed ${when(d.confirmedAt)}</li>`).join('')}</ul>`
    : '<span class="none">none</span>';
  return `<h3>${e(ROLE[s.role])}: ${e(s.name)}</h3>
<table class="facts">
${row('Typed full name', e(s.typedName))}
${row('E-mail', e(s.email))}
${row('Signed at', `${when(s.signedAt)}<br>${mono(s.signedAt)}`)}
${row('IP address', mono(s.ipAddress))}
${row('User agent', mono(s.userAgent))}
${row('Identified by', s.verification === 'token' ? 'Their personal signing link (sent to their e-mail)' : 'Signed in with the party’s e-mail address')}
${row('Consent to sign electronically', `Given; disclosure ${mono(s.consentVersion)}`)}
${row('SHA-256 of the text signed', mono(s.textSha256))}
${row('Adopted signature', `${mark}<br>${e(ADOPTED_BY[s.adoptedBy])}${a?.imageSha256 ? `<br>Image SHA-256 ${mono(a.imageSha256)}` : ''}`)}
${row('Elections made separately', elections)}
${row('Notices confirmed before signing', disclosures)}
</table>`;
}

function authorshipHtml(a: EvidenceRecord['authorship']): string {
  const g = a.generation;
  const intro =
    a.source === 'homepact'
      ? `HomePact wrote this text${g ? ` (generation ${mono(g.generationId)}, ${when(g.generatedAt)}, model ${e(g.model)}${g.responseId ? `, response ${mono(g.responseId)}` : ''}${g.fallbackReason ? `; the model’s answer was not used: ${e(g.fallbackReason)}` : ''})` : ''}; every change a person made afterwards is listed with its section.`
      : a.source === 'owner'
        ? 'The owner supplied this text as a whole; HomePact did not write it.'
        : 'This contract was saved before HomePact recorded who wrote its text.';
  const rows = a.sections
    .map((s) => {
      const writer = `${e(WRITTEN_BY[s.writtenBy])}: ${e(s.writer)}${s.version ? `, version ${mono(s.version)}` : ''}${s.responseId ? `, response ${mono(s.responseId)}` : ''}`;
      const edits = s.edits.length
        ? s.edits
            .map(
              (c) =>
                `<div class="edit"><strong>${e(c.kind)} by ${e(c.by)}</strong>${c.removed.map((l) => `<div class="del">− ${e(l)}</div>`).join('')}${c.added.map((l) => `<div class="ins">+ ${e(l)}</div>`).join('')}</div>`,
            )
            .join('')
        : '<span class="none">no changes</span>';
      return `<tr><td>${e(s.section)}</td><td>${writer}</td><td>${edits}</td></tr>`;
    })
    .join('\n');
  return `<p>${intro}</p>
<table class="list"><thead><tr><th scope="col">Section</th><th scope="col">Written by</th><th scope="col">Changes made by a person afterwards</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

function emailsHtml(m: EvidenceRecord['emails']): string {
  if (m.unavailable) return `<p class="none">${e(m.unavailable)}</p>`;
  if (!m.records.length) return '<p class="none">No e-mails were sent about this contract.</p>';
  const status = (s: string) => (s === 'sent' ? 'Accepted by the mail relay' : s === 'failed' ? 'Failed' : 'Being sent');
  return `<table class="list"><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th><th scope="col">Message</th><th scope="col">Delivery</th></tr></thead>
<tbody>
${m.records
  .map(
    (r) =>
      `<tr><td class="mono">${e(r.createdAt ?? '')}</td><td>${e(r.to)}${r.role ? `<br>(${e(ROLE[r.role])})` : ''}</td><td>${e(r.subject)}<br><span class="none">${e(r.template)}</span>${r.attachments.map((a) => `<br>Attached ${e(a.filename)}, SHA-256 ${mono(a.sha256)}`).join('')}</td><td>${e(status(r.status))}${r.status === 'sent' && r.updatedAt ? ` at <span class="mono">${e(r.updatedAt)}</span>` : ''}${r.messageId ? `<br>Message id ${mono(r.messageId)}` : ''}${r.error ? `<br>${e(r.error)}` : ''}<br>${r.attempts} attempt${r.attempts === 1 ? '' : 's'}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}

/**
 * The evidence record as a readable document (pure): the same facts as the
 * JSON, in the order a reader asks them (what was signed, by whom and how,
 * what happened when, what was e-mailed, who wrote each clause), then the
 * exact text signed. Everything is escaped; the only images are the drawn
 * signatures, as PNG data URLs.
 */
export function renderEvidenceRecordHtml(
  r: EvidenceRecord,
  opts: { verifyUrl: string; seal: { fingerprint: string; timestampAuthority: string | null } },
): string {
  const c = r.contract;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>Evidence record: ${e(c.serviceType)}</title>
<style>
@page { size: letter; margin: 0.75in; @bottom-center { content: "Evidence record " counter(page) " of " counter(pages); font: 9pt 'Liberation Serif', 'Times New Roman', serif; } }
body { font: 10.5pt/1.4 'Liberation Serif', 'Times New Roman', serif; color: #111; }
h1 { font-size: 17pt; margin: 0 0 4pt; } h2 { font-size: 13pt; margin: 16pt 0 6pt; border-bottom: 1px solid #999; } h3 { font-size: 11.5pt; margin: 12pt 0 4pt; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 3pt 5pt; border-bottom: 1px solid #ddd; }
.facts th { width: 32%; font-weight: bold; } .list th { background: #f2f2f2; } .list { font-size: 9.5pt; }
tr { break-inside: avoid; } .mono { font-family: 'Liberation Mono', monospace; font-size: 8.5pt; overflow-wrap: anywhere; }
.none { color: #555; } .typed { font: italic 16pt 'URW Chancery L', 'Z003', cursive; } img.sig { max-height: 48pt; max-width: 220pt; }
.del { color: #8a1c1c; } .ins { color: #17612b; } .edit { margin-bottom: 4pt; }
pre { white-space: pre-wrap; font: 9.5pt/1.35 'Liberation Serif', serif; border: 1px solid #ccc; padding: 8pt; }
</style></head><body>
<h1>EVIDENCE RECORD</h1>
<p>${e(c.serviceType)} · Contract <span class="mono">${e(c.id)}</span><br>Record generated ${when(r.generatedAt)}</p>
<table class="facts">
${row('Status', e(c.status))}
${row('Owner (sender)', e(c.owner))}
${c.parties.map((p) => row(ROLE[p.role], `${e(p.name)} &lt;${e(p.email)}&gt;`)).join('\n')}
${row('Created', when(c.createdAt))}
${row('Fully executed', when(c.executedAt))}
${row('SHA-256 of the exact text signed', mono(r.documentHash))}
${row('Seal on this PDF', `HomePact’s certificate, SHA-256 fingerprint ${mono(colonFingerprint(opts.seal.fingerprint))}; ${opts.seal.timestampAuthority ? `RFC 3161 timestamp from ${e(opts.seal.timestampAuthority)}` : 'no independent timestamp (HomePact’s clock)'}. Check it at ${mono(opts.verifyUrl)}.`)}
</table>
${r.notes.length ? `<ul>${r.notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>` : ''}
<h2>SIGNATURES</h2>
${r.signatures.length ? r.signatures.map(signatureHtml).join('\n') : '<p class="none">Nobody has signed yet.</p>'}
<h2>CONSENT TEXT SHOWN</h2>
${r.consentTexts.map((t) => `<h3>Disclosure ${e(t.version)}</h3>${t.text ? `<pre>${e(t.text)}</pre>` : '<p class="none">Kept in HomePact’s version control under this version.</p>'}`).join('\n') || '<p class="none">No consent given yet.</p>'}
<h2>EVENTS</h2>
<table class="list"><thead><tr><th scope="col">Time (UTC)</th><th scope="col">Event</th><th scope="col">By</th><th scope="col">IP address and user agent</th></tr></thead>
<tbody>
${r.events.map((v) => `<tr><td class="mono">${e(v.at)}</td><td>${e(v.description)}<br><span class="none">${e(v.action)}</span></td><td>${e(v.actor)}</td><td>${v.ipAddress ? `${mono(v.ipAddress)}<br>${mono(v.userAgent)}` : '<span class="none">not recorded</span>'}</td></tr>`).join('\n')}
</tbody></table>
<h2>E-MAILS</h2>
${emailsHtml(r.emails)}
<h2>WHO WROTE EACH SECTION</h2>
${authorshipHtml(r.authorship)}
<h2>THE EXACT TEXT SIGNED</h2>
<p>SHA-256 ${mono(r.documentHash)}</p>
<pre>${e(r.signedText)}</pre>
</body></html>`;
}
