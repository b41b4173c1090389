import { z } from 'zod';

/**
 * Text as people type it and as every surface shows it. Two readings live
 * here, both pure (the web app bundles them):
 *
 * 1. At the wire edge, every user-supplied display string (names, addresses,
 *    form fields, messages, notes, testimonials, the contract text) goes
 *    through `normaliseUserText` when its schema parses it (see `userTextSchema`),
 *    so what is stored, signed, mailed and printed is what a reader sees:
 *
 *     - refused, never silently mangled: NUL and unpaired surrogates (a
 *       string holding one is not text; the schema says so with
 *       UNSHOWABLE_MESSAGE);
 *     - removed: every Unicode format character (general category Cf): the
 *       bidirectional embedding, override and isolate controls (U+202A-U+202E,
 *       U+2066-U+2069) and direction marks (U+200E, U+200F, U+061C), which
 *       make a line display in another order than it is stored and signed in
 *       ("Trojan Source"); the zero-width space, joiners and word joiner
 *       (U+200B-U+200D, U+2060), the byte-order mark U+FEFF, the soft hyphen
 *       U+00AD and the rest; and every C0 and C1 control character, except
 *       tab and newline in multi-line fields. Except inside an emoji: the
 *       joiner U+200D between two emoji ("👩‍🔧", a family) and the tag
 *       characters of a subdivision flag (🏴 + U+E0020-U+E007F) are part of
 *       the emoji, and are kept, as the contract text keeps them (the same
 *       emoji reads the same in a form field, the contract and the PDF);
 *     - line breaks: in a multi-line field CRLF, CR, U+2028 and U+2029 become
 *       "\n"; in a one-line field every line break and tab becomes a space;
 *     - Unicode NFKC (fullwidth "１２" is "12", the "ﬁ" ligature is "fi"),
 *       or NFC for contract text, where the compatibility characters are
 *       part of what is signed ("½", "m²", no-break spaces).
 *
 *    Nothing else changes: no spaces are collapsed (the schemas trim the ends).
 *    Secrets, tokens, ids, hashes, e-mail addresses and images never come
 *    here.
 *
 * 2. `normaliseContractText` and `normaliseOneLine`: the one reading of
 *    stored contract text wherever it is shown (re-exported by
 *    @homepact/legal, which documents them).
 */

/** The message of a string refused for holding NUL or an unpaired surrogate. */
export const UNSHOWABLE_MESSAGE = 'Contains characters that cannot be shown (a lone surrogate or NUL)';

// With the u flag a well-formed surrogate pair is one code point, so \p{Cs} matches only unpaired halves.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /\u0000|\p{Cs}/u;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
const ONE_LINE_BREAKS = /\r\n?|[\n\t\u2028\u2029]/g;
// Format characters, unpaired surrogates (the pure function is total), and C0/C1 controls except tab and newline.
// eslint-disable-next-line no-control-regex
const REMOVED_FROM_USER_TEXT = /[\p{Cf}\p{Cs}\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu;

const JOINER = '\u200D';
/** An emoji just before (with its variation selector or skin tone, if any). */
const EMOJI_BEFORE = /\p{Extended_Pictographic}\uFE0F?[\u{1F3FB}-\u{1F3FF}]?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;
const IN_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]*$/u;
const TAG = /^[\u{E0020}-\u{E007F}]$/u;

/** A format character that belongs to an emoji sequence (see the top of this file) and stays. */
function partOfEmoji(ch: string, offset: number, whole: string): boolean {
  if (ch === JOINER)
    return EMOJI_BEFORE.test(whole.slice(Math.max(0, offset - 6), offset)) && EMOJI_AFTER.test(whole.slice(offset + 1, offset + 3));
  return TAG.test(ch) && IN_TAG_SEQUENCE.test(whole.slice(Math.max(0, offset - 64), offset));
}

/** True when the string holds NUL or an unpaired surrogate: text that cannot be shown, refused rather than repaired. */
export function hasUnshowableCharacters(text: string): boolean {
  return UNSHOWABLE.test(text);
}

export interface UserTextRules {
  /** Keep line breaks (as "\n") and tabs; otherwise each becomes a space. Default false. */
  multiline?: boolean;
  /** 'NFKC' (the default) for names and form fields; 'NFC' for contract text. */
  form?: 'NFKC' | 'NFC';
}

/**
 * A user-supplied display string as stored and shown (see the top of this
 * file). Total and idempotent: NUL and unpaired surrogates are removed here,
 * the schemas refuse them before ever calling it.
 */
export function normaliseUserText(text: string, rules: UserTextRules = {}): string {
  const breaks = rules.multiline ? text.replace(LINE_BREAKS, '\n') : text.replace(ONE_LINE_BREAKS, ' ');
  return breaks
    .replace(REMOVED_FROM_USER_TEXT, (ch: string, offset: number, whole: string) => (partOfEmoji(ch, offset, whole) ? ch : ''))
    .normalize(rules.form ?? 'NFKC');
}

/**
 * The zod string every user-supplied display string is built from: refuses
 * NUL and unpaired surrogates (UNSHOWABLE_MESSAGE), then normalises
 * (`normaliseUserText`). Still a ZodString, so `.trim()`, `.min()` and
 * `.max()` chain after it and measure the normalised text; add `.trim()`.
 */
export function userTextSchema(options: UserTextRules & { error?: string } = {}): z.ZodString {
  const { error, ...rules } = options;
  return z
    .string(error === undefined ? undefined : { error })
    .refine((v) => !hasUnshowableCharacters(v), { message: UNSHOWABLE_MESSAGE, abort: true })
    .overwrite((v) => normaliseUserText(v, rules));
}

/** Contract text as it is stored, signed and hashed: multi-line, NFC (see `userTextSchema`). */
export function contractTextSchema(error?: string): z.ZodString {
  return userTextSchema({ multiline: true, form: 'NFC', ...(error === undefined ? {} : { error }) });
}

// ---------------------------------------------------------------- reading stored contract text

const CONTRACT_LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

const REMOVED_FROM_CONTRACT_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Contract text as every surface shows it: NFC, one kind of line end, no
 * bidi controls, direction marks, byte-order mark, C0/C1 controls other than
 * tab and newline, or unpaired surrogates. Idempotent. (Documented in
 * @homepact/legal, which re-exports it.)
 */
export function normaliseContractText(text: string): string {
  return text.replace(CONTRACT_LINE_BREAKS, '\n').replace(REMOVED_FROM_CONTRACT_TEXT, '').normalize('NFC');
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
