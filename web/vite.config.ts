import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
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
