import { randomUUID } from 'node:crypto';
import { sealGeneratedText, sealGeneration } from '@homepact/kit';
import { checkContract } from '@homepact/legal';
import type { GenerateFinalContractBody, GenerationRecord } from '@homepact/proto';
import { BUILTIN_MODEL } from '../domain/pricing.ts';
import { sectionWriters } from '../domain/section-writers.ts';
import { draftFromRequest, requestDetails, scopeFromRequest } from '../domain/final-contract-form.ts';
import { buildSkeleton } from '../domain/skeleton.ts';
import type { ContractAi } from '../generators/types.ts';
import { runLogged, type LoggedDeps } from './run-logged.ts';

export const CONTRACT_ENDPOINT = '/api/generate-final-contract';
export const CONTRACT_FAILED_MESSAGE = 'The AI service could not generate the contract. Please try again.';

/**
 * The final contract: the clause library assembles it from the form (with the
 * state's notices), then the AI may improve the scope's wording. The answer is
 * plain text with numbered ALL-CAPS headings, as the library writes it, and
 * this service's seal on it (`generatedSeal`), with the record of what wrote
 * each section (`generation`: the clause library and its version, or the
 * model and its response id) sealed together with the text (`generationSeal`).
 */
export async function generateFinalContract(
  deps: LoggedDeps & { ai: ContractAi; now: () => Date; textSealSecret: string },
  input: { body: GenerateFinalContractBody; userId: string | null },
): Promise<{ finalContract: string; generatedSeal: string; generation: GenerationRecord; generationSeal: string }> {
  const form = draftFromRequest(input.body);
  const scope = scopeFromRequest(input.body, form);
  const persona = typeof form.contractorPersona === 'string' ? form.contractorPersona : undefined;
  const generationId = randomUUID();
  // generationId ties the usage log row to the record the contract keeps.
  const metadata: Record<string, unknown> = { generationId, ...(persona ? { persona } : {}) };
  return runLogged(
    deps,
    { endpoint: CONTRACT_ENDPOINT, userId: input.userId, model: deps.ai.model, metadata, failureMessage: CONTRACT_FAILED_MESSAGE },
    async () => {
      const skeleton = buildSkeleton({ form, ...(scope ? { scope } : {}), generatedAt: deps.now() });
      metadata.state = skeleton.stateCode;
      metadata.notices = skeleton.notices;
      // What the library's rule checks would flag on this draft, for whoever reads the log.
      metadata.ruleWarnings = checkContract(form)
        .filter((w) => w.severity === 'warning')
        .map((w) => w.id);
      const r = await deps.ai.generateContract({ details: requestDetails(input.body), scope, skeleton });
      const usedModel = r.usage.model !== BUILTIN_MODEL && !r.fallbackReason;
      const generation: GenerationRecord = {
        generationId,
        generatedAt: deps.now().toISOString(),
        model: r.usage.model,
        responseId: r.usage.responseId ?? null,
        builtinVersion: BUILTIN_MODEL,
        fallbackReason: r.fallbackReason ?? null,
        sections: sectionWriters(r.text, skeleton.text, {
          builtinVersion: BUILTIN_MODEL,
          model: usedModel ? { name: r.usage.model, responseId: r.usage.responseId ?? null } : null,
        }),
      };
      return {
        // Sealed, so contracts can later tell these words from the owner's changes to them, and which writer wrote each section.
        value: {
          finalContract: r.text,
          generatedSeal: sealGeneratedText(deps.textSealSecret, r.text),
          generation,
          generationSeal: sealGeneration(deps.textSealSecret, r.text, generation),
        },
        usage: r.usage,
        metadata: {
          usedClauseLibraryText: r.text === skeleton.text,
          responseId: r.usage.responseId ?? null,
          ...(r.fallbackReason ? { fallbackReason: r.fallbackReason } : {}),
        },
      };
    },
  );
}
