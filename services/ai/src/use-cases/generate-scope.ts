import { findState, type GenerateScopeBody, type GenerateScopeResponse } from '@homepact/proto';
import type { ContractAi } from '../generators/types.ts';
import { runLogged, type LoggedDeps } from './run-logged.ts';

export const SCOPE_ENDPOINT = '/api/generate-scope';
export const SCOPE_FAILED_MESSAGE = 'The AI service could not generate the scope of work. Please try again.';

export async function generateScope(
  deps: LoggedDeps & { ai: ContractAi },
  input: { body: GenerateScopeBody; userId: string | null },
): Promise<GenerateScopeResponse> {
  const { body } = input;
  // The body schema already refused anything that is not one of the 50 states.
  const state = findState(body.selectedState)!;
  return runLogged(
    deps,
    {
      endpoint: SCOPE_ENDPOINT,
      userId: input.userId,
      model: deps.ai.model,
      metadata: { persona: body.persona, state: state.code },
      failureMessage: SCOPE_FAILED_MESSAGE,
    },
    async () => {
      const r = await deps.ai.generateScope({ contractDetails: body.contractDetails, persona: body.persona, state });
      return {
        value: { aiGeneratedScope: r.scope, suggestions: r.suggestions },
        usage: r.usage,
        metadata: { suggestions: r.suggestions.length },
      };
    },
  );
}
