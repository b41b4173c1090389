/** "November 26, 2026 at 2:05 PM" in the reader's zone. */
export const whenText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
