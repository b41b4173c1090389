import { formatUsd, parseMoneyToCents } from '@homepact/legal';

/** "+1,500", "-250.5", "0" to signed cents; undefined when it is not an amount. */
export function signedCents(text: string): number | undefined {
  const t = text.trim().replace(/[$,\s]/g, '');
  const negative = t.startsWith('-');
  const cents = parseMoneyToCents(t.replace(/^[+-]/, ''));
  return cents === undefined ? undefined : negative ? -cents : cents;
}

/** "+$1,500.00" / "-$250.00" / "no change". */
export function signedUsdText(cents: number): string {
  if (cents === 0) return 'no change';
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}

/** A signed decimal text ("-250.00") as "+$…" / "-$…". */
export const priceChangeText = (amount: string) => signedUsdText(signedCents(amount) ?? 0);
