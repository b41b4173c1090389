/**
 * Where in a section a click landed, as percentages of the section's width
 * and height with two decimals (0-100). Percentages, not pixels: a marker
 * stays on the same spot of the section at any screen width, and the values
 * fit the stored decimal(5,2) however tall the section is.
 */
export interface SectionOffset {
  positionX: number;
  positionY: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (distance: number, size: number) => (size > 0 ? round2(Math.min(100, Math.max(0, (distance / size) * 100))) : 0);

export function clickOffset(point: { clientX: number; clientY: number }, rect: Rect): SectionOffset {
  return { positionX: percent(point.clientX - rect.left, rect.width), positionY: percent(point.clientY - rect.top, rect.height) };
}

/** Keyboard users open the composer at the section's top-left corner. */
export const TOP_LEFT: SectionOffset = { positionX: 0, positionY: 0 };
