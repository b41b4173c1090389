/**
 * Escaping for the two places user text reaches a document: HTML text and
 * attribute values, and CSS strings (the page header's margin boxes). Every
 * piece of contract data goes through one of these; nothing a user typed is
 * ever emitted as markup.
 */

import { escapeHtml as escapeContractHtml, normaliseContractText } from '@homepact/legal';

/**
 * The text as every surface shows it (@homepact/legal's one normaliser, also
 * used by the web pages and the e-mails): NFC, line ends as "\n", no bidi
 * controls, no control characters but tab and newline, no lone surrogates.
 */
export const cleanText = (text: string): string => normaliseContractText(text);

/** HTML text and attribute escaping: @homepact/legal's, the one the contract body is rendered with. */
export const escapeHtml = (value: string): string => escapeContractHtml(value);

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
