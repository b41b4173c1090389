export const OTP_LENGTH = 6;

/** What the code field keeps of typed or pasted text: digits only, at most six. */
export function filterOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
