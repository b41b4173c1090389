/**
 * @homepact/legal: the clause library and rule checks for US home-service
 * contracts. Pure code (no I/O, no clock), shared by the services and the web
 * app's Review step.
 */
export { assembleContract, notLegalAdviceNote } from './assemble-contract.ts';
export { checkContract } from './check-contract.ts';
export { parseDepositMention, readExplicitDeposit, requestedDeposit, type DepositMention, type RequestedDeposit } from './deposit.ts';
export { planPayments, type Installment, type PaymentPlan } from './payment-plan.ts';
export { readFacts, ftcCoolingOffApplies, type ContractFacts } from './facts.ts';
export { centsToAmountText, formatUsd, parseMoneyToCents, percentOfCents, splitCents } from './money.ts';
export { formatDateText, parseCalendarDate, formatCalendarDate, type CalendarDate } from './dates.ts';
export {
  rulesFor,
  STATES_WITH_SPECIFIC_RULES,
  CA_SOURCES,
  TX_SOURCES,
  FL_SOURCES,
  NY_SOURCES,
  IL_SOURCES,
  caDepositCapCents,
} from './states/index.ts';
export { FTC_SOURCE, lastDayToCancel, type CancellationRight } from './federal/cooling-off.ts';
export { isBusinessDay, nthBusinessDayAfter, holidaysOf, FTC_COUNT } from './business-days.ts';
export {
  jurisdictionGuide,
  jurisdictionCodes,
  questionsFor,
  stateFieldsFor,
  lawFor,
  type JurisdictionGuide,
  type GuideEntry,
  type GuideNotice,
  type StateQuestion,
} from './states/law/guide.ts';
export { depositCapCents } from './states/from-law.ts';
export {
  documentsToDeliver,
  deliveredDocumentFilename,
  deliveredDocumentHtml,
  deliveredDocumentPage,
  deliveredDocumentText,
  type DeliveredDocument,
} from './deliver.ts';
export { cancellationDates, propertyTimeZone, timeZoneOfState, type CancellationDates } from './cancellation-dates.ts';
export type { JurisdictionLaw, Confidence, Condition } from './states/law/types.ts';
export { ESIGN_SOURCES } from './federal/esign.ts';
export { DEFAULT_SERVICE_TYPE } from './sections/scope.ts';
export { DEFAULT_PAYMENT_SCHEDULE, DEFAULT_PAYMENT_TERMS } from './sections/payment.ts';
export { DEFAULT_WORK_HOURS } from './sections/schedule.ts';
export { NOT_AVAILABLE } from './text.ts';
export { normaliseContractText, normaliseOneLine } from './normalise-text.ts';
export * from './contract-text/index.ts';
export {
  checkedLink,
  formatDollarText,
  invitationMessage,
  senderName,
  senderEmail,
  type InvitationInput,
  type InvitationMessage,
  type InvitationRole,
} from './invitation.ts';
export {
  compareTermsWithText,
  readTextTerms,
  summariseTextTerms,
  termsMismatchMessage,
  type TermsDifference,
  type TermsField,
  type TermsForm,
  type TextTerms,
  type TextTermsSummary,
} from './terms-check.ts';
export {
  SECTION_IDS,
  type AssembledContract,
  type AssembleInput,
  type AssembleOptions,
  type ContractSection,
  type NoticeId,
  type RuleWarning,
  type SectionId,
} from './types.ts';
export type { StateRules } from './states/types.ts';
export {
  ownerChanges,
  lockedTermChanges,
  lockedTermsMessage,
  mentionsFigures,
  changesMentionFigures,
  sectionLabel,
  isLockedSection,
  carryOwnerSections,
  LOCKED_SECTIONS,
  type OwnerChange,
  type OwnerChangeKind,
} from './owner-changes.ts';
export {
  changeOrderLabel,
  changeOrderRule,
  changeOrderText,
  signedUsd,
  type ChangeOrderRule,
  type ChangeOrderTextInput,
} from './change-order.ts';
