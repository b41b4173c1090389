/**
 * What the PDF can print, and the one rule for what it cannot.
 *
 * Fonts. The PDF names its fonts in this order: Liberation (metric-compatible
 * Times/Arial: Latin with every accent, "Zoë Núñez", Greek, Cyrillic), then
 * DejaVu (a wider range of symbols), then Noto Color Emoji (emoji, including
 * sequences such as skin tones, flags and ZWJ families). Both renderers have
 * them: Gotenberg's image ships fonts-liberation, fonts-dejavu,
 * fonts-noto-color-emoji and fonts-noto-cjk (production); the embedded
 * Chromium (`make dev`, tests) gets them from scripts/ensure-system-deps.sh.
 * Anything else falls back to the system's fonts, as in the browser.
 *
 * What no font can print. A private-use character (U+E000-U+F8FF, planes 15
 * and 16: a glyph only the typing device's own font knew) and a code point
 * Unicode has not assigned print as an empty box in every font. They are
 * not dropped silently: each is shown as "[?]" where it stands, and a note at
 * the top of the PDF says plainly how many there were and which. The stored
 * and signed text is unchanged (its hash is of the text as typed).
 */

const EMOJI = '"Noto Color Emoji"';
export const SERIF_FONTS = `"Liberation Serif", "Times New Roman", Times, "DejaVu Serif", ${EMOJI}, serif`;
export const SANS_FONTS = `"Liberation Sans", Arial, "DejaVu Sans", ${EMOJI}, sans-serif`;
export const MONO_FONTS = `"Liberation Mono", "DejaVu Sans Mono", ${EMOJI}, monospace`;

/** What stands in the PDF where a character cannot be printed. */
export const UNPRINTABLE_MARK = '[?]';

const UNPRINTABLE = /[\p{Co}\p{Cn}]/gu;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export interface Printable {
  /** The text with each character no font can print replaced by UNPRINTABLE_MARK. */
  text: string;
  /** What was replaced, in order, each once ("U+E000"). */
  dropped: string[];
  /** How many characters were replaced. */
  count: number;
}

/** The text as the PDF prints it (see the top of this file). Pure. */
export function printableText(text: string): Printable {
  const dropped = new Set<string>();
  let count = 0;
  const out = text.replace(UNPRINTABLE, (ch) => {
    dropped.add(codePoint(ch));
    count++;
    return UNPRINTABLE_MARK;
  });
  return { text: out, dropped: [...dropped], count };
}

/** The plain note at the top of a PDF that could not print some characters; '' when it printed them all. */
export function droppedCharactersNote(p: Pick<Printable, 'dropped' | 'count'>): string {
  if (p.count === 0) return '';
  const which = p.dropped.slice(0, 12).join(', ') + (p.dropped.length > 12 ? ' and others' : '');
  const many = p.count === 1 ? 'character' : 'characters';
  return (
    `Characters this PDF cannot print: ${p.count} ${many} of the text (${which}) ${p.count === 1 ? 'has' : 'have'} no printed form in any font ` +
    `(private-use or unassigned characters). Each is shown as ${UNPRINTABLE_MARK} where it stands. The contract text itself is unchanged.`
  );
}
