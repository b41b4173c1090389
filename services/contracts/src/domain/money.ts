/**
 * Money is integer cents from the request to the store and back: never a
 * float, so "0.10" + "0.20" is 30 cents and not 0.30000000000000004 dollars.
 * Both directions work on the decimal text itself.
 */

/** The canonical amount text after MoneyTextSchema ("1,500.00" arrives as "1500.00"). */
const DOLLARS = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Largest amount the spec allows (decimal precision 10, scale 2): $99,999,999.99. */
export const MAX_CENTS = 9_999_999_999;

/**
 * "1234.5" -> 123450. The whole dollars and the cents (right-padded to two
 * digits) are joined as text and read as one integer, so no fractional value
 * ever exists. Throws on anything but plain dollars with at most two decimals.
 */
export function parseCents(text: string): number {
  const m = DOLLARS.exec(text);
  if (!m) throw new RangeError(`Not an amount in dollars: ${JSON.stringify(text)}`);
  const cents = Number.parseInt(`${m[1]}${(m[2] ?? '').padEnd(2, '0')}`, 10);
  // Up to 10 digits: well inside Number's exact integer range (2^53).
  return cents;
}

/** 123450 -> "1234.50"; 5 -> "0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_CENTS) throw new RangeError(`Not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
