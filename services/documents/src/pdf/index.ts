import type { Logger } from '@homepact/kit';
import type { DocumentsConfig } from '../config.ts';
import { ChromiumRenderer } from './chromium.ts';
import { localBrowser } from './local-browser.ts';
import type { PdfRenderer } from './port.ts';

export * from './port.ts';
export { ChromiumRenderer } from './chromium.ts';
export { RenderQueue } from './queue.ts';
export { inspectPdf } from './inspect.ts';
export { localBrowser } from './local-browser.ts';

/** Gotenberg when GOTENBERG_URL is set (its client is loaded only then), else the warm local Chromium. */
export async function createRenderer(
  config: Pick<DocumentsConfig, 'GOTENBERG_URL' | 'CHROMIUM_PATH' | 'PDF_RECYCLE_AFTER' | 'PDF_CONCURRENCY' | 'PDF_TIMEOUT_MS'>,
  logger?: Logger,
): Promise<PdfRenderer> {
  if (config.GOTENBERG_URL) {
    const { GotenbergRenderer } = await import('./gotenberg.ts');
    return new GotenbergRenderer({ url: config.GOTENBERG_URL, ...(logger ? { logger } : {}) });
  }
  return new ChromiumRenderer({
    executablePath: localBrowser(config.CHROMIUM_PATH),
    recycleAfter: config.PDF_RECYCLE_AFTER,
    warmPages: config.PDF_CONCURRENCY,
    pageTimeoutMs: config.PDF_TIMEOUT_MS,
    ...(logger ? { logger } : {}),
  });
}
