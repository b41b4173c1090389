import { sealGeneratedText } from '@homepact/kit';
import { checkContract } from '@homepact/legal';
import type { GenerateFinalContractBody } from '@homepact/proto';
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
 * this service's seal on it (`generatedSeal`).
 */
export async function generateFinalContract(
  deps: LoggedDeps & { ai: ContractAi; now: () => Date; textSealSecret: string },
  input: { body: GenerateFinalContractBody; userId: string | null },
): Promise<{ finalContract: string; generatedSeal: string }> {
  const form = draftFromRequest(input.body);
  const scope = scopeFromRequest(input.body, form);
  const persona = typeof form.contractorPersona === 'string' ? form.contractorPersona : undefined;
  const metadata: Record<string, unknown> = { ...(persona ? { persona } : {}) };
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
      return {
        // Sealed, so contracts can later tell these words from the owner's changes to them.
        value: { finalContract: r.text, generatedSeal: sealGeneratedText(deps.textSealSecret, r.text) },
        usage: r.usage,
        metadata: { usedClauseLibraryText: r.text === skeleton.text, ...(r.fallbackReason ? { fallbackReason: r.fallbackReason } : {}) },
      };
    },
  );
}
