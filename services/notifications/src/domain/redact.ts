/**
 * What notifications stores or logs about a message never holds what the
 * message was for: a sign-in code signs its reader in, a signing link's token
 * opens the contract. Anyone who can read the database, a backup or the logs
 * must not be able to use them. The person got the message; we keep only
 * that it was sent.
 */
export const REDACTED_CODE = '••••••';

/** `token=…` (and `code=`/`otp=`) in any link: the value goes, the rest of the link stays readable. */
const LINK_SECRET = /([?&](?:token|code|otp)=)[^&#\s"'<>]*/gi;

/**
 * `text` with each of `secrets` (e.g. the code the template was given)
 * replaced by ••••••, and links' tokens cut. Used on every subject and error
 * before email_log, invite_batches or a log line sees it.
 */
export function redactForStore(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED_CODE);
  return out.replace(LINK_SECRET, '$1…');
}

/** What email_log keeps as a code e-mail's subject. */
export const OTP_SUBJECT_REDACTED = `Your HomePact sign-in code: ${REDACTED_CODE}`;
