import { headingLine } from '../domain/skeleton.ts';
import type { ContractInput, ScopeInput } from './types.ts';

/**
 * The prompts. Both adapters build them, so the usage log shows the same
 * prompt whichever generator answered, and the built-in generator's token
 * estimate is of the text a model would have been sent.
 */
export interface Prompt {
  system: string;
  user: string;
}

const PERSONA_LABEL: Record<ScopeInput['persona'], string> = {
  homeowner: 'a homeowner',
  contractor: 'a contractor (the service provider)',
  'property-manager': 'a property manager acting for the owner',
};

export const SCOPE_SECTIONS = [
  'Project overview',
  'Work included',
  'Materials',
  'Exclusions',
  'Site protection and clean-up',
  'Permits and inspections in <state>',
  'Schedule assumptions',
  'Completion criteria',
];

export function scopePrompt(input: ScopeInput): Prompt {
  return {
    system: [
      'You write the scope-of-work section of US home-service contracts for HomePact.',
      'Write plain text (no Markdown): a first line "Scope of Work: <short job title>", then these sections in order, each a heading line ending in a colon followed by "- " bullet points:',
      SCOPE_SECTIONS.map((s) => `  ${s}:`).join('\n'),
      'Be specific to the job, the trade and the state. Use only facts from the request; where a detail is missing, write the work in a way that does not invent quantities, brands, prices or dates.',
      'The title names the principal job: the main object of the main verb (replace, build, install or remodel what), as in "Deck replacement" or "Kitchen remodel", not a secondary item, an accessory or the thing being removed.',
      'Every item the request says will be installed, replaced or built gets its own line under Work included that installs it, in the request’s own words for it (for example "shaker cabinets", "quartz countertops"); the removal of an old item it replaces is a separate line.',
      'The scope goes into the contract the parties sign: write it as contract text about the work. Do not write who the scope is prepared for or what the document is, do not quote the request, and add no notes, instructions or comments to the reader or the writer.',
      'Never write placeholders such as [Name], TBD, XXX or <value>.',
      'Also give 4 to 6 short, concrete suggestions for what the user should add or check before signing, including any state-specific legal requirement you are sure of, with its statute.',
      'Answer as JSON matching the schema: {"scope": string, "suggestions": string[]}.',
    ].join('\n'),
    user: [
      `The request comes from ${PERSONA_LABEL[input.persona]}.`,
      `State: ${input.state.name} (${input.state.code}).`,
      'Job description:',
      input.contractDetails,
    ].join('\n'),
  };
}

/** The strict JSON schema for the scope answer (OpenAI structured outputs). */
export const SCOPE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    scope: { type: 'string', description: 'The scope of work, plain text.' },
    suggestions: { type: 'array', items: { type: 'string' }, description: '4 to 6 editing tips.' },
  },
  required: ['scope', 'suggestions'],
  additionalProperties: false,
} as const;

export function contractPrompt(input: ContractInput): Prompt {
  const { skeleton } = input;
  const scopeSection = skeleton.sections.find((s) => s.id === 'scope');
  const details = Object.entries(input.details).map(([k, v]) => `${k}: ${v}`);
  return {
    system: [
      'You edit US home-service contracts for HomePact. You receive a complete contract assembled by a reviewed clause library.',
      'Return the whole contract as plain text (no Markdown, no commentary before or after it).',
      `Improve only the wording of the detailed scope of work: the text after the line "Detailed scope of work:" in section "${scopeSection ? headingLine(scopeSection) : 'SCOPE OF WORK'}". Make it clear, complete and specific, using only facts from the contract and the job details. Do not add prices, dates, parties or obligations that are not given.`,
      'Keep everything else exactly as written, character for character: the title block, every numbered ALL-CAPS heading with its number and order, every other line and paragraph of every section, and every notice and statutory passage (these are required by law and must stay verbatim).',
      'In the scope section, the lines before "Detailed scope of work:" and the paragraphs after the detailed scope (the provider clause and any state clause with its source) stay verbatim too.',
    ].join('\n'),
    user: [
      ...(details.length ? ['Job details:', ...details, ''] : []),
      skeleton.notices.length
        ? `Notices and mandated clauses included (keep verbatim): ${skeleton.notices.join(', ')}.`
        : 'No state-specific notices apply.',
      '',
      'Required skeleton (the contract to return, with only the scope wording improved):',
      '<<<CONTRACT',
      skeleton.text,
      'CONTRACT>>>',
    ].join('\n'),
  };
}

/** The prompt as the usage log stores it. */
export const promptText = (p: Prompt): string => `[system]\n${p.system}\n\n[user]\n${p.user}`;
