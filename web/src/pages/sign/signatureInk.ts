/**
 * Pure rules of a drawn signature: strokes of points, how much ink they hold,
 * and whether that is enough to count as a signature (a dot or a short tick
 * is not). Kept apart from the canvas so they can be tested.
 */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

/** The minimum a drawing must have: this much pen travel, and this wide and tall a mark (CSS pixels). */
export const MIN_INK = { length: 120, width: 60, height: 12 } as const;

export function inkLength(strokes: Stroke[]): number {
  let total = 0;
  for (const s of strokes) for (let i = 1; i < s.length; i++) total += Math.hypot(s[i]!.x - s[i - 1]!.x, s[i]!.y - s[i - 1]!.y);
  return total;
}

export function inkBounds(strokes: Stroke[]): { width: number; height: number } {
  const pts = strokes.flat();
  if (pts.length === 0) return { width: 0, height: 0 };
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** Why a drawing is not yet a signature, or null when it is one. */
export function inkProblem(strokes: Stroke[]): string | null {
  if (strokes.length === 0) return 'Draw your signature in the box.';
  const { width, height } = inkBounds(strokes);
  if (inkLength(strokes) < MIN_INK.length || width < MIN_INK.width || height < MIN_INK.height) {
    return 'That is too small to be a signature. Draw your full signature across the box.';
  }
  return null;
}
