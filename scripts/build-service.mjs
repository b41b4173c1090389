#!/usr/bin/env node
/**
 * Compiles one Node service (a workspace with src/server.ts) for its image:
 * `npm run build -w @homepact/<service>` (or `node scripts/build-service.mjs <dir>`).
 *
 * esbuild bundles the service's TypeScript and the internal workspaces it
 * imports (@homepact/kit, proto, legal: consumed as TS source) into
 * <dir>/dist/server.js, ESM, with source maps. Every npm package stays an
 * import resolved from node_modules at run time (installed by `npm ci
 * --omit=dev` from the lockfile): OpenTelemetry can only instrument packages
 * it sees being loaded, and a few (swagger-ui, nedb) read files of their own.
 * Code splitting keeps dynamic imports lazy, so server.ts still starts
 * telemetry before the app (and the libraries it patches) is loaded.
 *
 * No tsx and no type-checking here: `make lint` type-checks; this only emits.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const dir = resolve(process.argv[2] ?? process.cwd());
const entry = join(dir, 'src/server.ts');
if (!existsSync(entry)) {
  process.stderr.write(`build-service: no src/server.ts in ${dir}\n`);
  process.exit(2);
}
const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const outdir = join(dir, 'dist');
rmSync(outdir, { recursive: true, force: true });

/** npm packages stay external; our workspaces (@homepact/*) and relative files are bundled. */
const externalPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@homepact/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: [entry],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Stack traces and logs keep our function and class names.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  chunkNames: 'chunks/[name]-[hash]',
});

const bundled = Object.keys(result.metafile.inputs);
const external = new Set(
  Object.values(result.metafile.outputs).flatMap((o) =>
    o.imports
      .filter((i) => i.external)
      .map((i) =>
        i.path
          .split('/')
          .slice(0, i.path.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  ),
);
// Relative to the repository, so logs (and docs quoting them) name no one machine's paths.
process.stdout.write(
  `${name}: ${bundled.length} source files -> ${relative(resolve(import.meta.dirname, '..'), outdir)}/server.js (${external.size} packages from node_modules)\n`,
);
