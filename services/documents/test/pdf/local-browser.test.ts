import { describe, expect, it } from 'vitest';
import { localBrowser } from '../../src/pdf/local-browser.ts';

describe('the local renderer’s browser', () => {
  it('is the headless shell by default, and the full Chromium where the shell is not installed', () => {
    expect(localBrowser(undefined, () => true)).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(localBrowser('/usr/lib/chromium/chromium-headless-shell', () => false)).toBe('/usr/bin/chromium');
  });

  it('is a path someone set, as it is, installed or not', () => {
    expect(localBrowser('/opt/chrome/chrome', () => false)).toBe('/opt/chrome/chrome');
  });
});
