import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const web = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(web, '..');

/**
 * What the dev server may serve. Vite's default is the whole workspace (the
 * repository), .data/ included: the dev secrets and the embedded stores.
 * Only the web app, the workspace packages it imports and the installed
 * dependencies are served; everything else answers 403, whatever the URL
 * (/@fs/..., encoded, relative).
 */
export const SERVED_DIRS = [web, path.join(repo, 'proto'), path.join(repo, 'services/legal'), path.join(repo, 'node_modules')];
/** The workspace packages among SERVED_DIRS, by their name under node_modules/@homepact. */
const SERVED_WORKSPACE_PACKAGES = ['proto', 'legal'];

/**
 * Never served, even inside SERVED_DIRS: environment files, keys and
 * certificates, data directories, and dot-files and dot-directories (except
 * Vite's own dependency cache, node_modules/.vite).
 */
export const DENIED_FILES = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  'dev-secrets.json',
  '**/.git/**',
  '**/.data/**',
  '**/.!(vite)/**',
  '.*',
  // node_modules/@homepact/* are links to every workspace package (services, gateway, web):
  // through them the allow list above would reach all of them. Only the two the app imports.
  `**/node_modules/@homepact/!(${SERVED_WORKSPACE_PACKAGES.join('|')})/**`,
];

// changeOrigin stays false so the gateway sees the browser's Host and its
// session cookie is scoped to the web origin.
const apiProxy = {
  '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false },
};

/**
 * The home page's first paint on a phone must not wait for JavaScript: at
 * 1.6 Mbps and 4x slower CPU, downloading and running React and the app cost
 * over a second before anything showed. So the build renders the home page
 * (src/prerender.tsx) into index.html's #root, which main.tsx hydrates, and
 * puts the entry's CSS inline (one request fewer before the first paint; the
 * CSP allows inline styles). index.html is also every other route's page:
 * its head hides the home page's markup on those before it can paint, and
 * main.tsx renders them from scratch.
 */
function prerenderHome(): Plugin {
  let outDir = '';
  return {
    name: 'homepact:prerender-home',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const server = await createServer({
        root: web,
        configFile: false,
        plugins: [react()],
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      let markup: string;
      try {
        const { renderHome } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderHome: () => string };
        markup = renderHome();
      } finally {
        await server.close();
      }
      const file = path.join(outDir, 'index.html');
      let html = await readFile(file, 'utf8');
      const steps = startSteps(bundle);
      const cssLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
      if (cssLink) {
        // The steps' CSS first: main.tsx's own (the tokens and base styles) came last when it imported the app statically.
        const files = [...steps.css, cssLink[1]!.slice(1)];
        const css = (await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')))).join('');
        // Vite's preload helper loads a dynamic import's CSS (the entry's too, for a chunk that imports the entry) unless a
        // <link> to it is in the page: a disabled one (never fetched) says the inlined CSS is there, else it would come
        // again, after (and over) the styles that followed it.
        const marks = files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
        html = html.replace(cssLink[0], () => `<style>${css}</style>${marks}`);
      } else if (steps.css.length) throw new Error("index.html has no stylesheet to put the first load's CSS with");
      html = html.replace(
        '</head>',
        () => `${steps.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
      );
      if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into');
      html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
      await writeFile(file, html);
    },
  };
}

/**
 * main.tsx loads the app through dynamic imports, a task apart, so that no one task evaluates every
 * module. Vite preloads only an entry's static imports and puts only their CSS in index.html: the
 * files of those steps, the files they import and their CSS are the home page's first load as well.
 * In the order the steps run them, imports first.
 */
function startSteps(bundle: Rolldown.OutputBundle): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const js = new Set<string>([entry.fileName, ...entry.imports]);
  const css = new Set<string>();
  const add = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byFile.get(file);
    for (const dep of chunk?.imports ?? []) add(dep);
    // A stylesheet only other chunks' modules share was a chunk of its own (imported, so first) until Vite folded it
    // into its importers: it goes before the chunk's own, as its styles came before theirs in one static graph.
    const sheets = [...(chunk?.viteMetadata?.importedCss ?? [])];
    const shared = (sheet: string) => chunks.some((c) => c !== chunk && c.viteMetadata?.importedCss.has(sheet));
    for (const sheet of [...sheets.filter(shared), ...sheets.filter((sheet) => !shared(sheet))]) css.add(sheet);
  };
  for (const file of entry.dynamicImports) add(file);
  return { js: [...js].slice(1 + entry.imports.length), css: [...css] };
}

export default defineConfig({
  plugins: [react(), prerenderHome()],
  server: { port: 5173, strictPort: true, proxy: apiProxy, fs: { strict: true, allow: SERVED_DIRS, deny: DENIED_FILES } },
  preview: { proxy: apiProxy },
  build: {
    rolldownOptions: {
      output: {
        // React and the router change less often than our code and every page needs them: their own chunk
        // stays cached across releases. Other libraries go where the import graph puts them, so a page
        // only loads the ones it uses (one catch-all vendor chunk put the wizard's zod and every Radix
        // widget into the home page's first load).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
