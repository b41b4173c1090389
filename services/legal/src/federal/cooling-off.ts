/**
 * The FTC Cooling-Off Rule: a sale of $25 or more made at the buyer's home can
 * be cancelled within three business days. A state that gives longer (such as
 * California for buyers 65 or older) lengthens the same notice rather than
 * adding a second, conflicting one.
 */
import { FTC_COUNT, nthBusinessDayAfter } from '../business-days.ts';
import { compareCalendarDates, type CalendarDate } from '../dates.ts';
import { ftcCoolingOffApplies, text } from '../facts.ts';
import type { BusinessDayCount } from '../states/law/types.ts';
import type { RuleContext, StateNotice, StateRules } from '../states/types.ts';
import { numberWord, ordinalWord, SHORT_LINE, SIGNATURE_LINE } from '../text.ts';
import type { NoticeId, RuleWarning } from '../types.ts';

export const FTC_SOURCE = '16 C.F.R. § 429.1';

export interface CancellationRight {
  /** The longest period that applies, in business days: what the notice states. */
  days: number;
  sources: string[];
  /** The notice ids this right stands for (the federal ones, plus the state's). */
  ids: NoticeId[];
  /** Each right that applies with its own count; the last day to cancel is the latest of them. */
  periods: Array<{ days: number; count: BusinessDayCount; source: string }>;
  /** The state wants the Notice of Cancellation as a form separate from the contract (MD). */
  separateForm: boolean;
}

/**
 * The buyer's right to cancel: the FTC's three business days for a sale at the
 * home, and the state's own right where it gives more days, counts days
 * differently, or applies wherever the contract is signed (PA, OR).
 */
export function cancellationRight(ctx: RuleContext, rules: StateRules | undefined): CancellationRight | undefined {
  const ftc = ftcCoolingOffApplies(ctx.facts);
  const raw = rules?.cancellation?.(ctx);
  const state = raw && (ftc || raw.whereverSigned) ? raw : undefined;
  if (!ftc && !state) return undefined;
  const periods = [
    ...(ftc ? [{ days: 3, count: FTC_COUNT, source: FTC_SOURCE }] : []),
    ...(state ? [{ days: state.days, count: state.count, source: state.source }] : []),
  ];
  const federalIds: NoticeId[] = ftc ? ['ftc-cooling-off', 'ftc-notice-of-cancellation'] : ['ftc-notice-of-cancellation'];
  return {
    days: Math.max(...periods.map((p) => p.days)),
    sources: periods.map((p) => p.source),
    ids: state ? [...federalIds, state.id] : federalIds,
    periods,
    separateForm: state?.separateForm === true,
  };
}

/** The last day the buyer may cancel, for a transaction on a given date: the latest day any applicable right gives. */
export function lastDayToCancel(right: CancellationRight, transaction: CalendarDate): CalendarDate {
  return right.periods
    .map((p) => nthBusinessDayAfter(transaction, p.days, p.count))
    .reduce((latest, d) => (compareCalendarDates(d, latest) > 0 ? d : latest));
}

/** The statement the rule wants next to the buyer's signature, pointing at where the forms actually are. */
export function buyerCancellationStatement(right: CancellationRight, noticesSection: number): string {
  return (
    `YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE ${ordinalWord(right.days).toUpperCase()} BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION. ` +
    `SEE THE NOTICE OF CANCELLATION FORMS IN SECTION ${noticesSection} OF THIS CONTRACT FOR AN EXPLANATION OF THIS RIGHT.`
  );
}

function sellerContact(ctx: RuleContext): string {
  const form = ctx.facts.form;
  const seller = text(form.providerBusinessName) ?? text(form.providerName) ?? 'THE SERVICE PROVIDER NAMED IN SECTION 1';
  const address = text(form.providerAddress);
  const email = text(form.providerEmail);
  const where = [address ? `AT ${address}` : undefined, email ? `BY E-MAIL TO ${email}` : undefined].filter(Boolean).join(', OR ');
  return where ? `${seller}, ${where}` : seller;
}

function cancellationForm(ctx: RuleContext, right: CancellationRight, copy: 1 | 2): string[] {
  const days = numberWord(right.days).toUpperCase();
  const dayOrdinal = ordinalWord(right.days).toUpperCase();
  return [
    `NOTICE OF CANCELLATION (COPY ${copy} OF 2: ${copy === 1 ? 'FOR THE BUYER TO KEEP' : 'FOR THE BUYER TO SEND TO CANCEL'})`,
    `Date of transaction (the date the buyer signs this contract): ${SHORT_LINE}`,
    `YOU MAY CANCEL THIS TRANSACTION, WITHOUT ANY PENALTY OR OBLIGATION, WITHIN ${days} BUSINESS DAY${right.days === 1 ? '' : 'S'} FROM THE ABOVE DATE.`,
    'IF YOU CANCEL, ANY PROPERTY TRADED IN, ANY PAYMENTS MADE BY YOU UNDER THE CONTRACT OR SALE, AND ANY NEGOTIABLE INSTRUMENT EXECUTED BY YOU WILL BE RETURNED WITHIN TEN BUSINESS DAYS FOLLOWING RECEIPT BY THE SELLER OF YOUR CANCELLATION NOTICE, AND ANY SECURITY INTEREST ARISING OUT OF THE TRANSACTION WILL BE CANCELLED.',
    "IF YOU CANCEL, YOU MUST MAKE AVAILABLE TO THE SELLER AT YOUR RESIDENCE, IN SUBSTANTIALLY AS GOOD CONDITION AS WHEN RECEIVED, ANY GOODS DELIVERED TO YOU UNDER THIS CONTRACT OR SALE, OR YOU MAY, IF YOU WISH, COMPLY WITH THE INSTRUCTIONS OF THE SELLER REGARDING THE RETURN SHIPMENT OF THE GOODS AT THE SELLER'S EXPENSE AND RISK.",
    'IF YOU DO MAKE THE GOODS AVAILABLE TO THE SELLER AND THE SELLER DOES NOT PICK THEM UP WITHIN 20 DAYS OF THE DATE OF YOUR NOTICE OF CANCELLATION, YOU MAY RETAIN OR DISPOSE OF THE GOODS WITHOUT ANY FURTHER OBLIGATION. IF YOU FAIL TO MAKE THE GOODS AVAILABLE TO THE SELLER, OR IF YOU AGREE TO RETURN THE GOODS TO THE SELLER AND FAIL TO DO SO, THEN YOU REMAIN LIABLE FOR PERFORMANCE OF ALL OBLIGATIONS UNDER THE CONTRACT.',
    `TO CANCEL THIS TRANSACTION, MAIL OR DELIVER A SIGNED AND DATED COPY OF THIS CANCELLATION NOTICE, OR ANY OTHER WRITTEN NOTICE, TO ${sellerContact(ctx).toUpperCase()}, NOT LATER THAN MIDNIGHT OF ${SHORT_LINE} (THE ${dayOrdinal} BUSINESS DAY AFTER THE DATE OF TRANSACTION).`,
    'I HEREBY CANCEL THIS TRANSACTION.',
    `Date: ${SHORT_LINE}`,
    `Buyer's signature: ${SIGNATURE_LINE}`,
  ];
}

/** The Notice of Cancellation, in duplicate: one copy to keep, one to send. */
export function noticeOfCancellation(ctx: RuleContext, right: CancellationRight): StateNotice {
  return {
    id: 'ftc-notice-of-cancellation',
    title: "BUYER'S RIGHT TO CANCEL",
    source: right.sources.join('; '),
    conspicuous: true,
    paragraphs: [
      `The Homeowner (the buyer) may cancel this contract within ${numberWord(right.days)} business day${right.days === 1 ? '' : 's'} after signing it. ` +
        (right.separateForm
          ? 'The Notice of Cancellation is a separate form, not one of the terms of this contract; it is given in two copies with it: the buyer keeps one and may use the other to cancel.'
          : 'The two copies of the Notice of Cancellation below are part of this contract: the buyer keeps one and may use the other to cancel.'),
      cancellationForm(ctx, right, 1).join('\n'),
      cancellationForm(ctx, right, 2).join('\n'),
    ],
  };
}

export function coolingOffChecks(ctx: RuleContext, right: CancellationRight | undefined): RuleWarning[] {
  if (!right) return [];
  const form = ctx.facts.form;
  const out: RuleWarning[] = [
    {
      id: 'ftc-cooling-off',
      severity: 'info',
      message:
        (!ftcCoolingOffApplies(ctx.facts)
          ? `${ctx.facts.state?.name ?? 'The state'} gives the buyer a right to cancel wherever the contract is signed`
          : form.soldAtHome === true
            ? "This sale was made at the buyer's home for $25 or more"
            : "Where the sale was made is not recorded, so the contract assumes it may have been at the buyer's home") +
        `: the buyer may cancel within ${right.days} business day${right.days === 1 ? '' : 's'}. The contract carries the cancellation statement by the buyer's signature and the Notice of Cancellation in duplicate; give them in the language used in the sales talk.`,
      source: right.sources.join('; '),
      field: 'soldAtHome',
    },
  ];
  if (!text(form.providerAddress)) {
    out.push({
      id: 'ftc-seller-address-missing',
      severity: 'warning',
      message:
        "The Notice of Cancellation must give the seller's address for mailing or delivering a cancellation. Add the provider's address.",
      source: FTC_SOURCE,
      field: 'providerAddress',
    });
  }
  return out;
}
