import { costOf } from './pricing.ts';

/** Prompts and answers are kept for audit and debugging, cut to this many characters each. */
export const MAX_LOGGED_CHARS = 20_000;

export function truncate(text: string, max = MAX_LOGGED_CHARS): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const note = `\n… (${text.length - max} more characters not logged)`;
  return { text: text.slice(0, max - note.length) + note, truncated: true };
}

export interface UsageFigures {
  model: string;
  promptTokens: number;
  completionTokens: number;
}

/** tokensUsed as the log stores it (numeric text) and the cost as 6-decimal dollars. */
export function usageFigures(u: UsageFigures): { tokens: number; tokensUsed: string; cost: string } {
  const tokens = Math.max(0, Math.trunc(u.promptTokens)) + Math.max(0, Math.trunc(u.completionTokens));
  return { tokens, tokensUsed: String(tokens), cost: costOf(u.model, u) };
}
