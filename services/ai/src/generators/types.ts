import type { UsState } from '@homepact/proto';
import type { Persona } from '../domain/write-scope.ts';
import type { Skeleton } from '../domain/skeleton.ts';
import type { TokenUsage } from '../domain/pricing.ts';

/** The AI port. Two adapters: OpenAI (`openai.ts`) and the built-in generator (`builtin.ts`). */
export interface ContractAi {
  /** The model named in the usage log when a call has no answer to name one. */
  readonly model: string;
  generateScope(input: ScopeInput): Promise<ScopeResult>;
  generateContract(input: ContractInput): Promise<ContractResult>;
}

export interface ScopeInput {
  contractDetails: string;
  persona: Persona;
  state: UsState;
}

export interface ContractInput {
  /** The request's fields, for the prompt (the skeleton already holds the form's terms). */
  details: Record<string, string>;
  /** The scope of work to improve: the AI scope from the scope editor, else the job description. */
  scope: string | undefined;
  /** The clause library's contract, whose notices and sections must survive. */
  skeleton: Skeleton;
}

/** What one call cost and how it went, for the usage log. */
export interface CallUsage extends TokenUsage {
  /** The model that answered (its own name for itself when it gave one). */
  model: string;
  /** True when the counts are estimates (the built-in generator, or a server that sent none). */
  estimated: boolean;
  /** How many times the model was asked (1 unless a retry happened). */
  tries: number;
  /** What was sent, as text, for the log. */
  prompt: string;
  /** What came back, as text, for the log. */
  response: string;
  /** The provider's id for its answer (OpenAI's chat completion id), kept with the text it wrote. */
  responseId?: string;
}

export interface ScopeResult {
  scope: string;
  suggestions: string[];
  usage: CallUsage;
}

export interface ContractResult {
  text: string;
  usage: CallUsage;
  /** Set when the model's text was rejected and the clause library's text was used instead. */
  fallbackReason?: string;
}

/**
 * A generation that failed. Carries what is known about the call (tries made,
 * the prompt, and any tokens spent on an answer that was then rejected) so
 * the failure is logged as precisely as a success.
 */
export class AiCallError extends Error {
  readonly usage: CallUsage;
  /** Whether the failure came from the provider being unreachable or overloaded (vs. a bad answer). */
  readonly kind: 'upstream' | 'bad_answer' | 'rejected';

  constructor(message: string, opts: { usage: CallUsage; kind: AiCallError['kind']; cause?: unknown }) {
    super(message, { cause: opts.cause });
    this.name = 'AiCallError';
    this.usage = opts.usage;
    this.kind = opts.kind;
  }
}
