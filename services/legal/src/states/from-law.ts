/**
 * Turns a jurisdiction's law record into the rules the contract and the Review
 * step use: the state's clauses, notices (with their acknowledgment forms),
 * right to cancel, deposit cap and checks. Everything the record does not
 * hold falls back to the generic behaviour, so a record can grow rule by rule.
 */
import { depositExceedsShare, describeDeposit } from '../deposit.ts';
import { text, type ContractFacts } from '../facts.ts';
import { formatUsd } from '../money.ts';
import type { RuleWarning } from '../types.ts';
import { acknowledgmentParagraph } from './acknowledgment.ts';
import { holds, priceHolds } from './law/conditions.ts';
import { fillPlaceholders } from './law/fill.ts';
import type { DepositCapLaw, JurisdictionLaw, LawNotice } from './law/types.ts';
import type { RuleContext, StateCancellationRight, StateClause, StateNotice, StateRules } from './types.ts';

/** The largest deposit a cap allows for a price, in cents, rounded down so the cap itself is never exceeded. */
export function depositCapCents(cap: DepositCapLaw, totalCents: number): number {
  switch (cap.kind) {
    case 'lesser-of':
      return Math.min(cap.fixedCents, Math.floor((totalCents * cap.percent) / 100));
    case 'fraction':
    case 'fraction-or-special-order':
      // Special-order materials are not in the form: the share alone is the cap the contract can check.
      return Math.floor((totalCents * cap.numerator) / cap.denominator);
  }
}

/** "Contractors in Maryland are licensed by the ... (410-..., www...)." */
export function licensingSentenceFromLaw(law: JurisdictionLaw): string | undefined {
  const l = law.licensing;
  if (!l) return undefined;
  const contact = [l.website ? `at ${l.website}` : undefined, l.phone ? `by calling ${l.phone}` : undefined].filter(Boolean).join(' or ');
  return (
    `Contractors in ${law.name} are licensed or registered by the ${l.agency}.` +
    (l.note ? ` ${l.note}` : '') +
    ` The Homeowner may check the Provider's license or registration, and any complaints, with that agency${contact ? ` ${contact}` : ''}.`
  );
}

function noticeFrom(notice: LawNotice, facts: ContractFacts): StateNotice {
  const conspicuous = notice.conspicuous !== undefined && notice.conspicuous.keepCase !== true;
  const paragraphs = notice.paragraphs.map((p) => {
    const filled = fillPlaceholders(p, facts);
    return conspicuous ? filled.toUpperCase() : filled;
  });
  if (notice.beforeSigning) {
    paragraphs.unshift(
      `${facts.state?.name ?? 'State'} law requires the Provider to give the Homeowner this notice before the Homeowner signs this contract.`,
    );
  }
  if (notice.signedBy?.length) paragraphs.push(acknowledgmentParagraph(notice.title, notice.signedBy));
  return { id: notice.id, title: notice.title, source: notice.source, paragraphs, ...(conspicuous ? { conspicuous: true } : {}) };
}

/** The state's deposit cap, when it applies to this price. */
function capFor(law: JurisdictionLaw, totalCents: number | undefined): DepositCapLaw | undefined {
  const cap = law.depositCap;
  return cap && priceHolds(cap.when, totalCents) ? cap : undefined;
}

/** "$6,250.00", or with the special-order allowance the law adds to the share ("$6,250.00 plus the cost of special-order materials"). */
function capWords(cap: DepositCapLaw, total: number): string {
  const amount = formatUsd(depositCapCents(cap, total));
  if (cap.kind !== 'fraction-or-special-order') return amount;
  return cap.combine === 'plus'
    ? `${amount} plus the cost of any special-order materials`
    : `the greater of ${amount} and the cost of any special-order materials`;
}

function depositClause(law: JurisdictionLaw, ctx: RuleContext): StateClause[] {
  const total = ctx.facts.totalCents;
  const cap = capFor(law, total);
  if (!cap || total === undefined || total <= 0) return [];
  let paragraph = `${law.name} law limits the deposit: ${cap.rule} For this contract that is at most ${capWords(cap, total)} before work begins.`;
  const plan = ctx.plan;
  if (plan?.capped && plan.requestedDepositCents !== undefined) {
    paragraph += ` The payment terms called for ${formatUsd(plan.requestedDepositCents)} before work begins; the deposit is limited to ${formatUsd(plan.depositCents)}, and the difference is added to the next payment.`;
  }
  return [{ id: `${law.code.toLowerCase()}-deposit-cap`, section: 'payment', source: cap.source, text: paragraph }];
}

/** The record's own checks: what e-signing cannot do, and the fields the law wants on the contract. */
function recordChecks(law: JurisdictionLaw, facts: ContractFacts): RuleWarning[] {
  const out: RuleWarning[] = [];
  const code = law.code.toLowerCase();
  const form = facts.form;
  for (const limit of law.eSignLimits) {
    if (holds(limit.when, facts)) out.push({ id: limit.id, severity: 'warning', message: limit.message, source: limit.source });
  }
  for (const required of law.requiredFields) {
    if (!holds(required.when, facts)) continue;
    if (text(form[required.field]) !== undefined || typeof form[required.field] === 'boolean') continue;
    out.push({
      id: `${code}-${required.field}-missing`,
      severity: required.severity,
      message: required.message,
      source: required.source,
      field: required.field,
    });
  }
  return out;
}

function checks(law: JurisdictionLaw, ctx: RuleContext): RuleWarning[] {
  const { facts } = ctx;
  const out: RuleWarning[] = recordChecks(law, facts);
  const code = law.code.toLowerCase();
  const form = facts.form;
  const licensing = law.licensing;
  if (
    licensing &&
    holds(licensing.when, facts) &&
    !text(form.providerLicense) &&
    !law.requiredFields.some((r) => r.field === 'providerLicense')
  ) {
    out.push({
      id: 'license-missing',
      severity: licensing.numberRequired ? 'warning' : 'info',
      message: licensing.numberRequired
        ? `${law.name} requires the contractor's ${licensing.agency} license or registration number on the contract${licensing.unenforceableWithout ? ', and a contract without it cannot be enforced against the homeowner' : ''}. Add the provider's license or registration number.`
        : `The ${licensing.agency} licenses or registers contractors in ${law.name}. Add the provider's license or registration number if one applies to this work.`,
      source: licensing.source,
      field: 'providerLicense',
    });
  }

  const cap = capFor(law, facts.totalCents);
  const deposit = facts.deposit;
  if (cap && deposit) {
    const total = facts.totalCents;
    const capCents = total === undefined || total <= 0 ? undefined : depositCapCents(cap, total);
    const over =
      capCents !== undefined && deposit.cents !== undefined
        ? deposit.cents > capCents
        : cap.kind !== 'lesser-of' && depositExceedsShare(deposit, total, Math.floor((10_000 * cap.numerator) / cap.denominator)) === true;
    if (over) {
      out.push({
        id: `${code}-deposit-cap`,
        severity: 'warning',
        message:
          `${law.name} limits the deposit: ${cap.rule}` +
          (capCents !== undefined && facts.totalCents !== undefined ? ` That is ${capWords(cap, facts.totalCents)} for this price` : '') +
          `, but this draft asks for ${describeDeposit(deposit)} before work begins. The contract schedules only the allowed amount up front.`,
        source: cap.source,
        field: deposit.origin === 'paymentSchedule' ? 'paymentSchedule' : 'paymentTerms',
      });
    }
  }

  const written = law.writtenContract;
  if (written && holds(written.when, facts) && facts.totalCents !== undefined) {
    out.push({ id: `${code}-written-contract`, severity: 'info', message: written.rule, source: written.source });
  }
  const cancel = law.cancellation;
  if (cancel?.noWorkDuringPeriod && holds(cancel.when, facts)) {
    out.push({
      id: `${code}-no-work-during-cancellation`,
      severity: 'info',
      message: `${law.name} does not allow work to start until the buyer's cancellation period has ended. Schedule the start after the last day to cancel.`,
      source: cancel.source,
      field: 'projectStartDate',
    });
  }
  const insurance = law.insuranceCancellation;
  if (insurance && holds({ insuranceClaim: true }, facts)) {
    out.push({
      id: `${code}-insurance-cancellation`,
      severity: 'info',
      message:
        `The work is paid by an insurance claim (or is roofing work, which usually is): in ${law.name} the homeowner may cancel within ${insurance.period} after the insurer denies the claim` +
        (insurance.noAdvancePayment ? ', and no advance payment may be taken during that period' : '') +
        (insurance.deductibleRebateBan ? '; the contractor may not pay or rebate the insurance deductible' : '') +
        '. The contract includes the notice.' +
        (facts.insuranceClaim === undefined ? ' Answer whether insurance pays, in the parties step.' : ''),
      source: insurance.source,
      field: 'insuranceClaim',
    });
  }
  return out;
}

export function rulesFromLaw(law: JurisdictionLaw): StateRules {
  const code = law.code.toLowerCase();
  return {
    code: law.code,
    name: law.name,
    licensing:
      licensingSentenceFromLaw(law) ??
      `Licensing of home-service contractors in ${law.name} depends on the trade and the locality. The Homeowner should check the Provider's license or registration with ${law.name}'s contractor licensing authority and the local building department before work begins.`,
    ...(law.depositCap
      ? { depositCapCents: (total: number) => (capFor(law, total) ? depositCapCents(law.depositCap!, total) : total) }
      : {}),
    licenseRequired: ({ facts }) => law.licensing?.numberRequired === true && holds(law.licensing.when, facts),
    cancellation: ({ facts }): StateCancellationRight | undefined => {
      const c = law.cancellation;
      if (!c || !holds(c.when, facts)) return undefined;
      const days = (facts.declaredDisaster && c.disasterBusinessDays) || (facts.buyerIsSenior && c.seniorBusinessDays) || c.businessDays;
      return {
        id: `${code}-right-to-cancel`,
        days,
        source: c.source,
        count: { saturdays: c.saturdays, holidays: c.holidays },
        whereverSigned: c.whereverSigned === true,
        separateForm: c.separateForm === true,
      };
    },
    clauses: (ctx) => [...termClauses(law, ctx.facts), ...depositClause(law, ctx)],
    notices: (ctx) => notices(law, ctx.facts),
    checks: (ctx) => checks(law, ctx),
  };
}

function termClauses(law: JurisdictionLaw, facts: ContractFacts): StateClause[] {
  return law.terms
    .filter((t) => holds(t.when, facts))
    .map((t) => {
      const filled = fillPlaceholders(t.text, facts);
      return {
        id: t.id,
        section: t.section,
        source: t.source,
        text: t.conspicuous ? filled.toUpperCase() : filled,
        ...(t.conspicuous ? { conspicuous: true } : {}),
      };
    });
}

function notices(law: JurisdictionLaw, facts: ContractFacts): StateNotice[] {
  const out = law.notices.filter((n) => holds(n.when, facts)).map((n) => noticeFrom(n, facts));
  const insurance = law.insuranceCancellation;
  if (insurance && holds({ insuranceClaim: true }, facts)) {
    out.push({
      id: `${law.code.toLowerCase()}-insurance-cancellation`,
      title: 'RIGHT TO CANCEL IF YOUR INSURANCE CLAIM IS DENIED',
      source: insurance.source,
      paragraphs: [insurance.conspicuous ? insurance.notice.toUpperCase() : insurance.notice],
      ...(insurance.conspicuous ? { conspicuous: true } : {}),
    });
  }
  return out;
}

/**
 * A hand-written state module (CA, TX, FL, NY, IL) with its law record's
 * additions: the record's terms, notices, e-signing limits and required
 * fields join the module's own; the module keeps its deposit, cancellation
 * and licensing logic, which the record only describes for the state page.
 */
export function withLaw(rules: StateRules, law: JurisdictionLaw): StateRules {
  return {
    ...rules,
    cancellation: rules.cancellation ?? rulesFromLaw(law).cancellation,
    clauses: (ctx) => [...rules.clauses(ctx), ...termClauses(law, ctx.facts)],
    notices: (ctx) => [...rules.notices(ctx), ...notices(law, ctx.facts)],
    checks: (ctx) => [...rules.checks(ctx), ...recordChecks(law, ctx.facts)],
  };
}
