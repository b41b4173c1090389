/** The sign-in code in a message body: the first standalone run of exactly six digits. */
export function findOneTimeCode(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
