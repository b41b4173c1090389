import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumRenderer, inspectPdf, localBrowser, RenderError } from '../../src/pdf/index.ts';
import { pdfText } from '../harness.ts';
import { trap } from '../trap.ts';

let renderer: ChromiumRenderer;
beforeAll(async () => {
  renderer = new ChromiumRenderer({ executablePath: localBrowser(process.env.CHROMIUM_PATH), recycleAfter: 3, warmPages: 1 });
  await renderer.start();
});
afterAll(async () => {
  await renderer.close();
});

describe('ChromiumRenderer', () => {
  it('loads nothing but the document, even from raw hostile HTML that escaping would have stopped', async () => {
    const t = await trap();
    try {
      const u = t.url;
      // Not our template: markup as an attacker would wish it reached the browser.
      const hostile = `<!doctype html><html><head>
<link rel="stylesheet" href="${u}/style.css"><link rel="prefetch" href="${u}/prefetch"><link rel="preload" as="image" href="${u}/preload">
<link rel="icon" href="${u}/favicon.ico"><meta http-equiv="refresh" content="0;url=${u}/refresh">
<style>@import url("${u}/import.css"); @font-face { font-family: X; src: url("${u}/font.woff2"); }
body { background: url("${u}/bg.png"); font-family: X; }</style>
<script>fetch("${u}/fetch"); new Image().src = "${u}/js-img"; location = "${u}/redirect";</script>
</head><body>
<h1>Hostile</h1><img src="${u}/x"><iframe src="${u}/y"></iframe><object data="${u}/object"></object>
<video poster="${u}/poster.png" src="${u}/video.mp4"></video><audio src="${u}/audio.mp3"></audio>
<embed src="${u}/embed"><input type="image" src="${u}/input.png"><svg><image href="${u}/svg.png"/></svg>
<a href="file:///etc/passwd">passwd</a><iframe src="file:///etc/passwd"></iframe>
<form action="${u}/form" method="post"><button>go</button></form>
</body></html>`;
      const before = renderer.stats().blockedRequests;
      const { pdf } = await renderer.render(hostile);
      expect((await inspectPdf(pdf)).pageCount).toBeGreaterThanOrEqual(1);
      expect((await pdfText(pdf)).text).toContain('Hostile');
      // Give anything that slipped out time to arrive.
      await new Promise((r) => setTimeout(r, 300));
      expect(t.connections()).toBe(0);
      expect(t.requests()).toBe(0);
      expect(renderer.stats().blockedRequests).toBeGreaterThan(before);
    } finally {
      await t.close();
    }
  });

  it('starts a fresh browser after `recycleAfter` renders, and stays usable throughout', async () => {
    const first = renderer.stats();
    // The replacement starts in the background and takes over once it is up; renders go on meanwhile.
    for (let i = 0; i < 60 && renderer.stats().browserPid === first.browserPid; i++) {
      const { pdf } = await renderer.render(`<p>render ${i}</p>`);
      expect((await pdfText(pdf)).text).toContain(`render ${i}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const after = renderer.stats();
    expect(after.recycles).toBeGreaterThan(first.recycles);
    expect(after.browserPid).not.toBe(first.browserPid);
    expect(after.browserRssBytes).toBeGreaterThan(0);
    expect(after.browserTreeBytes).toBeGreaterThanOrEqual(after.browserRssBytes! / 4);
  });

  it('a crashed browser is replaced: the next render succeeds', async () => {
    const pid = renderer.stats().browserPid;
    expect(pid).toEqual(expect.any(Number));
    process.kill(pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const { pdf } = await renderer.render('<p>after the crash</p>');
    expect((await pdfText(pdf)).text).toContain('after the crash');
    expect(renderer.stats().crashes).toBeGreaterThanOrEqual(1);
    expect(renderer.stats().browserPid).not.toBe(pid);
    expect(await renderer.ready()).toBe(true);
  });

  it('an aborted render gives up with a RenderError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(renderer.render('<p>x</p>', { signal: controller.signal })).rejects.toBeInstanceOf(RenderError);
  });
});
