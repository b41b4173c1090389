/**
 * What each jurisdiction's law asks of a home-service contract, for people:
 * the /states pages, the table of rules (docs/legal-rules.md) and the wizard's questions all
 * read it from here. The notices and clauses are collected by running the
 * same rules that write contracts, over drafts that switch every condition on
 * and off, so the guide lists exactly what a contract can carry.
 */
import { US_STATES, type ContractDraft, type ContractForm } from '@homepact/proto';
import { FTC_SOURCE } from '../../federal/cooling-off.ts';
import { readDraft } from '../../context.ts';
import { describeCondition } from './conditions.ts';
import { STATE_ONLY_FIELDS } from './fill.ts';
import { JURISDICTIONS } from './jurisdictions/index.ts';
import type { Confidence, JurisdictionLaw } from './types.ts';

export interface GuideEntry {
  /** "Licensing", "Right to cancel", "Deposit", "Notice", "Contract term", "Check", "E-signing". */
  topic: string;
  /** Plain words. */
  text: string;
  source: string;
  confidence: Confidence;
  /** When it applies, in plain words ("over $2,000; sold at the home"), or "always". */
  when: string;
}

export interface GuideNotice {
  id: string;
  title: string;
  source: string;
  /** Printed in bold capitals. */
  conspicuous: boolean;
  /** Which parties sign it separately (an acknowledgment form), if any. */
  signedBy: Array<'homeowner' | 'provider'>;
}

export interface JurisdictionGuide {
  code: string;
  name: string;
  confidence: Confidence;
  statutes: string[];
  summary: string;
  entries: GuideEntry[];
  /** Every notice a contract for this jurisdiction can carry, from the rules themselves. */
  notices: GuideNotice[];
  /** Every clause the state adds to the ordinary sections, with its source. */
  clauses: Array<{ id: string; source: string }>;
  unconfirmed: string[];
}

/** A yes/no question the wizard asks only where the answer changes the contract. */
export interface StateQuestion {
  field: Extract<keyof ContractForm, 'buyerIsSenior' | 'insuranceClaim' | 'securedByHome' | 'declaredDisaster'>;
  label: string;
  /** One line: why this state asks. */
  reason: string;
}

export function lawFor(code: string): JurisdictionLaw | undefined {
  return Object.hasOwn(JURISDICTIONS, code) ? JURISDICTIONS[code] : undefined;
}

/** Drafts that switch every condition a rule can have, for collecting what a contract can carry. */
function scenarios(code: string): ContractDraft[] {
  const base: ContractDraft = {
    homeownerState: code,
    homeownerFirstName: 'Alex',
    homeownerLastName: 'Owner',
    serviceType: 'Kitchen remodel',
    serviceDescription: 'Replace cabinets and counters',
    paymentSchedule: 'milestone',
  };
  const out: ContractDraft[] = [];
  for (const total of ['400', '1500', '50000'])
    for (const soldAtHome of [true, false])
      for (const flag of [false, true])
        out.push({
          ...base,
          totalAmount: total,
          soldAtHome,
          buyerIsSenior: flag,
          insuranceClaim: flag,
          securedByHome: flag,
          declaredDisaster: flag,
          disputeResolution: flag ? 'arbitration' : 'mediation',
          ...(flag ? { serviceType: 'Roof replacement' } : {}),
        });
  return out;
}

function collected(code: string): Pick<JurisdictionGuide, 'notices' | 'clauses'> {
  const notices = new Map<string, GuideNotice>();
  const clauses = new Map<string, { id: string; source: string }>();
  for (const draft of scenarios(code)) {
    const ctx = readDraft(draft);
    for (const n of ctx.rules?.notices(ctx) ?? []) {
      if (notices.has(n.id)) continue;
      const ack = n.paragraphs.find((p) => /signature:/i.test(p) && /ACKNOWLEDG/i.test(`${n.title}\n${p}`));
      const signedBy: GuideNotice['signedBy'] = [];
      if (ack && /Homeowner's signature/i.test(ack)) signedBy.push('homeowner');
      if (ack && /Contractor's signature/i.test(ack)) signedBy.push('provider');
      notices.set(n.id, { id: n.id, title: n.title, source: n.source, conspicuous: n.conspicuous === true, signedBy });
    }
    const all = [...(ctx.rules?.clauses(ctx) ?? []), ...(ctx.rules?.signatureBlocks?.(ctx) ?? [])];
    for (const c of all) if (!clauses.has(c.id)) clauses.set(c.id, { id: c.id, source: c.source });
    const dispute = ctx.rules?.disputeClause?.('Disputes go to binding arbitration.', ctx) ?? [];
    for (const c of dispute) if (!clauses.has(c.id)) clauses.set(c.id, { id: c.id, source: c.source });
  }
  return { notices: [...notices.values()], clauses: [...clauses.values()] };
}

function entries(law: JurisdictionLaw): GuideEntry[] {
  const out: GuideEntry[] = [];
  const l = law.licensing;
  if (l) {
    const contact = [l.phone, l.website].filter(Boolean).join(', ');
    out.push({
      topic: 'Licensing',
      text:
        `${l.agency}${contact ? ` (${contact})` : ''}.` +
        (l.note ? ` ${l.note}` : '') +
        (l.numberRequired ? ' The licence or registration number must be on the contract.' : '') +
        (l.unenforceableWithout ? ' Without it the contract cannot be enforced against the homeowner.' : ''),
      source: l.source,
      confidence: l.confidence,
      when: describeCondition(l.when),
    });
  }
  const w = law.writtenContract;
  if (w) out.push({ topic: 'Written contract', text: w.rule, source: w.source, confidence: w.confidence, when: describeCondition(w.when) });
  out.push({
    topic: 'Right to cancel',
    text: 'Federal rule: a sale of $25 or more made at the buyer’s home may be cancelled until midnight of the 3rd business day after signing (Saturdays count; Sundays and federal holidays do not). The contract carries the Notice of Cancellation in duplicate.',
    source: FTC_SOURCE,
    confidence: 'high',
    when: 'sold at the home; $25 or more',
  });
  const c = law.cancellation;
  if (c) {
    const counting = c.saturdays ? 'Saturdays count as business days.' : 'Saturdays, Sundays and federal holidays are not counted.';
    out.push({
      topic: 'Right to cancel',
      text: `${c.rule} ${counting}${c.noWorkDuringPeriod ? ' No work may start until the period ends.' : ''}`,
      source: c.source,
      confidence: c.confidence,
      when: c.whereverSigned ? 'wherever the contract is signed' : describeCondition(c.when),
    });
  }
  const ins = law.insuranceCancellation;
  if (ins) {
    out.push({
      topic: 'Insurance-paid work',
      text:
        `The homeowner may cancel within ${ins.period} after the insurer denies the claim.` +
        (ins.noAdvancePayment ? ' No advance payment may be taken during that period.' : '') +
        (ins.deductibleRebateBan ? ' The contractor may not pay or rebate the deductible.' : ''),
      source: ins.source,
      confidence: ins.confidence,
      when: 'paid by an insurance claim',
    });
  }
  const d = law.depositCap;
  if (d) out.push({ topic: 'Deposit', text: d.rule, source: d.source, confidence: d.confidence, when: 'always' });
  for (const t of law.terms)
    out.push({
      topic: 'Contract term',
      text: readable(t.text),
      source: t.source,
      confidence: t.confidence,
      when: describeCondition(t.when),
    });
  for (const n of law.notices) {
    const extras = [
      n.verbatim ? 'in the wording the law prescribes' : undefined,
      n.conspicuous
        ? n.conspicuous.keepCase
          ? `in ${n.conspicuous.pointSize}-point type, bold where the law capitalises`
          : `in bold capitals of at least ${n.conspicuous.pointSize} points`
        : undefined,
      n.signedBy?.length
        ? `signed separately by the ${n.signedBy.map((s) => (s === 'homeowner' ? 'homeowner' : 'contractor')).join(' and the ')}`
        : undefined,
      n.beforeSigning ? 'given to the homeowner before the contract is signed' : undefined,
    ].filter(Boolean);
    out.push({
      topic: 'Notice',
      text: `${titleCase(n.title)}${extras.length ? `: ${extras.join('; ')}` : ''}.`,
      source: n.source,
      confidence: n.confidence,
      when: describeCondition(n.when),
    });
  }
  for (const r of law.requiredFields)
    out.push({
      topic: 'Required on the contract',
      text: r.message,
      source: r.source,
      confidence: r.confidence,
      when: describeCondition(r.when),
    });
  for (const e of law.eSignLimits)
    out.push({ topic: 'E-signing', text: e.message, source: e.source, confidence: e.confidence, when: describeCondition(e.when) });
  return out;
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  homeownerName: 'the homeowner’s name',
  providerName: 'the contractor’s name',
  providerBusinessName: 'the contractor’s business name',
  providerLicense: 'the contractor’s licence number',
  providerAddress: 'the contractor’s address',
  providerPhone: 'the contractor’s phone number',
  providerEmail: 'the contractor’s e-mail address',
  totalPrice: 'the price',
  insuranceAmount: 'the insurance amount',
  seniorCheckbox: '[ ]',
};

/** A law record's wording with its placeholders in words, for people reading about the law rather than a contract. */
function readable(wording: string): string {
  return wording.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => (Object.hasOwn(FIELD_WORDS, name) ? FIELD_WORDS[name]! : whole));
}

function titleCase(caps: string): string {
  return caps
    .toLowerCase()
    .replace(/(^|[\s(/-])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase())
    .replace(/\b(Of|The|And|To|For|In|On|A|An|Or|By|About)\b/g, (w, _x, offset: number) => (offset === 0 ? w : w.toLowerCase()));
}

export function jurisdictionGuide(code: string): JurisdictionGuide | undefined {
  const law = lawFor(code.toUpperCase());
  if (!law) return undefined;
  return {
    code: law.code,
    name: law.name,
    confidence: law.confidence,
    statutes: law.statutes,
    summary: law.summary,
    entries: entries(law),
    ...collected(law.code),
    unconfirmed: law.unconfirmed,
  };
}

/** Every jurisdiction, in the order of the state list (50 states and DC). */
export function jurisdictionCodes(): string[] {
  return US_STATES.map((s) => s.code).filter((code) => lawFor(code) !== undefined);
}

/** The fields the wizard asks only where the state's notices print them (Washington's bond amount and registration expiry). */
export function stateFieldsFor(code: string | undefined): Array<(typeof STATE_ONLY_FIELDS)[number]> {
  const law = code ? lawFor(code) : undefined;
  if (!law) return [];
  const wording = [...law.terms.map((t) => t.text), ...law.notices.flatMap((n) => n.paragraphs)].join('\n');
  return STATE_ONLY_FIELDS.filter((f) => wording.includes(`{${f}}`));
}

/** The yes/no questions the wizard asks for a property in this state, each with its reason. */
export function questionsFor(code: string | undefined): StateQuestion[] {
  const law = code ? lawFor(code) : undefined;
  const out: StateQuestion[] = [];
  const c = law?.cancellation;
  if (law && c?.seniorBusinessDays) {
    out.push({
      field: 'buyerIsSenior',
      label: 'Is the homeowner 65 or older?',
      reason: `${law.name} gives homeowners 65 or older ${c.seniorBusinessDays} business days, instead of ${c.businessDays}, to cancel a contract made at their home.`,
    });
  }
  if (law && c?.disasterBusinessDays) {
    out.push({
      field: 'declaredDisaster',
      label: 'Does the work repair damage from a declared disaster or emergency?',
      reason: `${law.name} gives ${c.disasterBusinessDays} days to cancel a contract for repairs after a declared state or local emergency.`,
    });
  }
  if (law?.insuranceCancellation) {
    out.push({
      field: 'insuranceClaim',
      label: 'Is an insurance claim paying for this work?',
      reason: `${law.name} lets the homeowner cancel an insurance-paid roofing or exterior contract within ${law.insuranceCancellation.period} after the insurer denies the claim.`,
    });
  }
  if (law) {
    out.push({
      field: 'securedByHome',
      label: 'Will payment be secured by a lien or mortgage on the home (for example, financing secured by the home)?',
      reason:
        'Federal Truth in Lending law gives each owner 3 business days to rescind a credit deal secured by the home' +
        (law.eSignLimits.some((e) => e.when?.securedByHome) || law.notices.some((n) => n.when?.securedByHome)
          ? `, and ${law.name} adds its own notice or formalities.`
          : '.'),
    });
  }
  return out;
}
