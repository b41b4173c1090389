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
 *
 * `normaliseOneLine` is the same text flattened for one-line places (e-mail
 * subjects, headers, the PDF's running header): every run of whitespace as
 * one space, trimmed, cut at `max` characters with an ellipsis.
 *
 * Both live in @homepact/proto (src/text.ts), beside the wire-edge
 * normaliser of user-supplied text, so there is one copy; this package
 * re-exports them.
 */
export { normaliseContractText, normaliseOneLine } from '@homepact/proto';
