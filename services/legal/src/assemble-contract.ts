import { calendarDateOf, formatCalendarDate } from './dates.ts';
import { readDraft } from './context.ts';
import { noticeOfCancellation } from './federal/cooling-off.ts';
import { truthInLendingClauses } from './federal/truth-in-lending.ts';
import { text } from './facts.ts';
import type { SectionBuilder, SectionContext } from './sections/context.ts';
import { cleanup } from './sections/cleanup.ts';
import { governingLaw } from './sections/governing-law.ts';
import { licensing } from './sections/licensing.ts';
import { materials } from './sections/materials.ts';
import { notices as noticesSection } from './sections/notices.ts';
import { parties } from './sections/parties.ts';
import { payment } from './sections/payment.ts';
import { safety } from './sections/safety.ts';
import { schedule } from './sections/schedule.ts';
import { DEFAULT_SERVICE_TYPE, scope } from './sections/scope.ts';
import { signatures } from './sections/signatures.ts';
import { termination } from './sections/termination.ts';
import { timeline } from './sections/timeline.ts';
import { warranties } from './sections/warranties.ts';
import { SECTION_IDS, type AssembledContract, type AssembleInput, type ContractSection, type NoticeId, type SectionId } from './types.ts';

const BUILDERS: Record<SectionId, SectionBuilder> = {
  parties,
  scope,
  timeline,
  payment,
  materials,
  licensing,
  safety,
  cleanup,
  schedule,
  warranties,
  termination,
  'governing-law': governingLaw,
  notices: noticesSection,
  signatures,
};

/** The plain note every contract carries, whatever else it says. */
export function notLegalAdviceNote(stateName: string | undefined): string {
  return (
    'NOT LEGAL ADVICE: This contract was prepared from the answers entered in HomePact. It is not legal advice, and HomePact is not a law firm. ' +
    `Laws differ from state to state and change over time: before signing, have this contract reviewed by an attorney licensed in ${stateName ?? 'the state where the property is located'}.`
  );
}

/**
 * Builds the whole contract from a draft: numbered sections in a fixed order,
 * the state's mandated notices, and plain text for the editor. Pure: the same
 * input always gives the same contract.
 */
export function assembleContract(input: AssembleInput): AssembledContract {
  const draft = readDraft(input.form, { declaredDisaster: input.options?.declaredDisaster });
  const { facts, rules, cancellation } = draft;
  const notices = [...(rules?.notices(draft) ?? []), ...(cancellation ? [noticeOfCancellation(draft, cancellation)] : [])];
  const order = SECTION_IDS.filter((id) => id !== 'notices' || notices.length > 0);
  const numbers = new Map(order.map((id, i) => [id, i + 1]));

  const ctx: SectionContext = {
    ...draft,
    scope: text(input.scope) ?? text(input.form.aiGeneratedScope),
    clauses: [...(rules?.clauses(draft) ?? []), ...truthInLendingClauses(draft)],
    notices,
    numberOf: (id) => numbers.get(id) ?? numbers.get('signatures')!,
  };

  const noticeIds: NoticeId[] = ['not-legal-advice'];
  const conspicuous: string[] = [];
  const sections: ContractSection[] = order.map((id) => {
    const content = BUILDERS[id](ctx);
    noticeIds.push(...content.notices);
    conspicuous.push(...content.conspicuous);
    return { number: numbers.get(id)!, id, heading: content.heading, body: content.paragraphs.join('\n\n') };
  });

  const serviceType = text(input.form.serviceType) ?? DEFAULT_SERVICE_TYPE;
  const address = text(input.form.homeownerAddress);
  const preparedOn = formatCalendarDate(calendarDateOf(input.generatedAt, input.options?.timeZone));
  const header = [
    'HOME SERVICE CONTRACT',
    `${serviceType}${address ? ` at ${address}` : ''}`,
    `Prepared on ${preparedOn}${facts.state ? ` for work in ${facts.state.name}` : ''}.`,
  ].join('\n');
  const fullText =
    [header, notLegalAdviceNote(facts.state?.name), ...sections.map((s) => `${s.number}. ${s.heading}\n${s.body}`)].join('\n\n') + '\n';

  return {
    title: `Home Service Contract: ${serviceType}`,
    sections,
    text: fullText,
    stateCode: facts.state?.code ?? null,
    notices: [...new Set(noticeIds)],
    conspicuous: [...new Set(conspicuous)],
  };
}
