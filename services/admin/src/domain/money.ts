/**
 * AI cost arrives as dollars with six decimals in text ("0.001234"). Sums are
 * kept in integer micro-dollars, so no float drift creeps in.
 */
export function toMicros(cost: string): number {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(cost.trim());
  if (!m) return 0;
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
}

export function fromMicros(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const frac = String(micros % 1_000_000).padStart(6, '0');
  return `${whole}.${frac}`;
}
