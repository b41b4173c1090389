import { describe, expect, it } from 'vitest';
import { runPdfBench } from '../bench/pdf-bench.ts';

describe('bench/pdf-bench.ts', () => {
  it('runs end to end on a small scale and reports every measure (no timing assertions)', async () => {
    const r = await runPdfBench({ renders: 4, memoryRenders: 4, httpRequests: 6, httpConcurrency: 1, httpQueueMax: 1, invitesWaitMs: 20 });
    for (const key of ['first_pdf_ms', 'render_p50_ms', 'render_p95_ms', 'memory_before_mb', 'memory_after_mb', 'memory_growth_pct']) {
      expect(r[key], key).toEqual(expect.any(Number));
      expect(Number.isNaN(r[key]), key).toBe(false);
    }
    expect(r.pages_per_pdf).toBeGreaterThanOrEqual(2);
    expect(r.http_other).toBe(0);
    expect((r.http_200 as number) + (r.http_429 as number)).toBe(6);
    expect(r.http_200).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
