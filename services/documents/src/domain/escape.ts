/**
 * Escaping for the two places user text reaches a document: HTML text and
 * attribute values, and CSS strings (the page header's margin boxes). Every
 * piece of contract data goes through one of these; nothing a user typed is
 * ever emitted as markup.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * C0 controls other than tab and newline, DEL, C1 controls, lone surrogates and
 * the bidi overrides (which can make a printed line read differently from the text
 * that was signed) are dropped.
 */
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Normalises line ends and removes characters that have no business in a contract. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSAFE_CHARS, '');
}

export function escapeHtml(value: string): string {
  return cleanText(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * A CSS string literal (with its quotes) that can hold any text: everything
 * but plain letters, digits, spaces and a few punctuation marks becomes a hex
 * escape, so no quote, backslash, newline or `</style>` survives.
 */
export function cssString(value: string): string {
  let out = '"';
  for (const ch of cleanText(value).replace(/\s+/g, ' ')) {
    if (/^[A-Za-z0-9 .,:;#()_-]$/.test(ch)) out += ch;
    else out += `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}
