/**
 * CSS-string escaping for the page header's margin boxes: the one escape the
 * document needs that @homepact/legal's `escapeHtml` (HTML text and attribute
 * values, used for everything else) does not cover. Nothing a user typed is
 * ever emitted as markup or as CSS.
 */

import { normaliseContractText } from '@homepact/legal';

/**
 * A CSS string literal (with its quotes) that can hold any text: everything
 * but plain letters, digits, spaces and a few punctuation marks becomes a hex
 * escape, so no quote, backslash, newline or `</style>` survives.
 */
export function cssString(value: string): string {
  let out = '"';
  for (const ch of normaliseContractText(value).replace(/\s+/g, ' ')) {
    if (/^[A-Za-z0-9 .,:;#()_-]$/.test(ch)) out += ch;
    else out += `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}
