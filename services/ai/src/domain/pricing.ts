/**
 * What a model call cost, in exact integer arithmetic.
 *
 * Prices are US dollars per 1,000,000 tokens (OpenAI's standard tier, as
 * published on openai.com/api/pricing), which is numerically the same as
 * micro-dollars per token. They are kept as integer micro-dollars per 1M tokens
 * so nothing is ever a binary float, and the cost is summed as a BigInt of
 * micro-dollars x 1M before one final half-up rounding to the micro-dollar.
 * The result is written as text with exactly six decimals ("0.000450"),
 * matching the log column (decimal 10,6).
 */
export interface ModelPrice {
  /** Dollars per 1M input (prompt) tokens. */
  input: number;
  /** Dollars per 1M output (completion) tokens. */
  output: number;
}

export const BUILTIN_MODEL = 'homepact-builtin-1';

export const PRICE_TABLE: Readonly<Record<string, ModelPrice>> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-4': { input: 30, output: 60 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  [BUILTIN_MODEL]: { input: 0, output: 0 },
};

/**
 * An unknown model (a new release, a self-hosted model behind OPENAI_BASE_URL)
 * is priced at the most expensive entry, gpt-4's $30 / $60: the usage log and
 * the admin's totals may then over-state the spend, never under-state it. Add
 * the model to the table to get its real price.
 */
export const DEFAULT_PRICE: ModelPrice = { input: 30, output: 60 };

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/**
 * The table entry for a model name. Providers answer with dated snapshots
 * ("gpt-4o-mini-2024-07-18"), so an entry also covers names that continue it
 * after a hyphen; the longest such entry wins, and "gpt-4o" never matches "gpt-4".
 */
export function priceOf(model: string): { price: ModelPrice; known: boolean; entry: string | null } {
  const name = model.trim().toLowerCase();
  let best: string | null = null;
  for (const key of Object.keys(PRICE_TABLE)) {
    if ((name === key || name.startsWith(`${key}-`)) && (best === null || key.length > best.length)) best = key;
  }
  return best ? { price: PRICE_TABLE[best]!, known: true, entry: best } : { price: DEFAULT_PRICE, known: false, entry: null };
}

const MICRO_PER_DOLLAR = 1_000_000n;
const PER_TOKENS = 1_000_000n;

/** Dollars (at most 6 decimals) to integer micro-dollars, without float arithmetic. */
function dollarsToMicros(dollars: number): bigint {
  const [whole, frac = ''] = dollars.toFixed(6).split('.');
  return BigInt(whole!) * MICRO_PER_DOLLAR + BigInt(frac.padEnd(6, '0'));
}

/** Integer micro-dollars for a call. Token counts must be non-negative integers. */
export function costMicros(model: string, usage: TokenUsage): bigint {
  const { price } = priceOf(model);
  const tokens = (n: number) => BigInt(Math.max(0, Math.trunc(n)));
  // micro-dollars x 1M: exact.
  const scaled = tokens(usage.promptTokens) * dollarsToMicros(price.input) + tokens(usage.completionTokens) * dollarsToMicros(price.output);
  // Half-up, once, after summing both sides.
  return (scaled + PER_TOKENS / 2n) / PER_TOKENS;
}

/** Micro-dollars as dollars with exactly six decimals: 450n -> "0.000450". */
export function formatMicros(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const abs = micros < 0n ? -micros : micros;
  return `${sign}${abs / MICRO_PER_DOLLAR}.${(abs % MICRO_PER_DOLLAR).toString().padStart(6, '0')}`;
}

/** The cost of a call as the log stores it: "0.000450". */
export function costOf(model: string, usage: TokenUsage): string {
  return formatMicros(costMicros(model, usage));
}

/** The built-in generator's token estimate: about four characters per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
