/**
 * Money as integer cents. Prices arrive as text ("1,500.5", "$19.99") and are
 * never turned into floating-point dollars, so 0.1 + 0.2 problems cannot reach
 * a contract.
 */

const MONEY = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Dollars as typed ("$1,234.50", "1500", "19.9") to cents; undefined when it is not an amount. */
export function parseMoneyToCents(input: unknown): number | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input : '';
  const cleaned = text.replace(/[$,\s]/g, '').replace(/^usd/i, '');
  const match = MONEY.exec(cleaned);
  if (!match) return undefined;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/**
 * 123450 -> "1234.50": an amount as the API carries it (no symbol, no
 * grouping), the inverse of parseMoneyToCents on that text.
 */
export function centsToAmountText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * "$1,234.50"; negative amounts get a leading minus. The one money formatter (contracts,
 * e-mails, PDFs, web): Intl groups the whole dollars, the cents are appended as integers,
 * so no fractional value is ever formed.
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}${WHOLE_DOLLARS.format(Math.floor(abs / 100))}.${rest}`;
}

/** "30", "12.5" or "12.25" (percent) to basis points (hundredths of a percent). */
export function parsePercentToBasisPoints(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : undefined;
}

/** A percentage of an amount, rounded half up to the cent, in integers only. */
export function percentOfCents(cents: number, basisPoints: number): number {
  const product = cents * basisPoints;
  const whole = Math.floor(product / 10_000);
  return product % 10_000 >= 5_000 ? whole + 1 : whole;
}

/** True when `part` is strictly more than `basisPoints` of `whole`, compared exactly (no rounding). */
export function exceedsShare(part: number, whole: number, basisPoints: number): boolean {
  return part * 10_000 > whole * basisPoints;
}

/**
 * Splits an amount into `count` payments that add up exactly; the odd cents
 * go to the last payment, so earlier (pre-completion) payments are never the
 * larger ones.
 */
export function splitCents(cents: number, count: number): number[] {
  if (count < 1) return [];
  const base = Math.floor(cents / count);
  const parts = Array.from({ length: count }, () => base);
  parts[count - 1] = cents - base * (count - 1);
  return parts;
}
