/**
 * The one reading of contract text, used wherever it is shown: the web
 * app's preview and sign pages, e-mail subjects and bodies, and the PDF. The
 * same input must read the same in all of them, so every place runs it
 * through here rather than stripping characters its own way.
 *
 *  - Unicode NFC, so "é" typed two ways is one character everywhere;
 *  - line endings: CRLF, CR, U+2028 and U+2029 become "\n";
 *  - removed: the bidirectional embedding, override and isolate controls
 *    (U+202A-U+202E, U+2066-U+2069) and the invisible direction marks
 *    (U+200E, U+200F, U+061C), which can make a line display in an order
 *    other than the order it is stored, signed and hashed in (the
 *    "Trojan Source" trick); the byte-order mark U+FEFF; every other C0 and
 *    C1 control character except tab and newline; unpaired surrogates.
 *
 * Nothing else changes: letters, punctuation, spacing and emoji stay as typed.
 */

const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

const REMOVED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Contract text as every surface shows it (see above). Idempotent. */
export function normaliseContractText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(REMOVED, '').normalize('NFC');
}

/**
 * For one-line places (e-mail subjects, headers, the PDF's running header):
 * the normalised text with every run of whitespace, line breaks included, as
 * one space, trimmed, and cut at `max` characters with an ellipsis.
 */
export function normaliseOneLine(text: string, max = Infinity): string {
  const flat = normaliseContractText(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Cut on a code point boundary, never inside a surrogate pair.
  const cut = Array.from(flat)
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd();
  return `${cut}…`;
}
