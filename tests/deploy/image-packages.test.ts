/**
 * Lean images: the packages each Node service image carries at run time, computed from
 * package-lock.json the way the Dockerfile's prod-deps stage installs them
 * (`npm ci --omit=dev --workspace=<the service's @homepact/* closure>`), must hold no test or build
 * tool. No Docker and no network: npm's own rules, applied to the lockfile (about a second).
 *
 * How npm decides (Arborist): with --workspace it installs only the nodes reachable from those
 * workspaces through their dependency edges (every kind, an optional peer included whenever the tree
 * holds it), and --omit=dev then drops exactly the nodes the lockfile flags `"dev": true`. A package
 * flagged `devOptional` (dev from one side, an optional peer from another) survives --omit=dev: that
 * is how kit's optional peer dependencies once brought vitest, vite, tsx, esbuild, jsdom and
 * testcontainers into every image.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
type Lock = { packages: Record<string, LockEntry> };

/** The Node service images (docker/node-service.Dockerfile, SERVICE=<name>). */
const IMAGES = ['gateway', 'identity', 'contracts', 'ai', 'documents', 'notifications', 'admin'];

/**
 * Test runners, bundlers, compilers, linters, browsers and container drivers: never needed to run a bundle.
 * (Not @types/*: a few OpenTelemetry instrumentations declare them as dependencies; they are type files only.)
 */
const TOOLING = [
  /^tsx$/,
  /^vitest$/,
  /^@vitest\//,
  /^vite$/,
  /^vite-node$/,
  /^esbuild$/,
  /^@esbuild\//,
  /^rolldown$/,
  /^typescript$/,
  /^testcontainers$/,
  /^@testcontainers\//,
  /^dockerode$/,
  /^docker-modem$/,
  /^jsdom$/,
  /^@testing-library\//,
  // The test runner and the browser downloads; not playwright-core, the driver of documents' local-Chromium
  // renderer (loaded only without GOTENBERG_URL, i.e. never in the image).
  /^playwright$/,
  /^@playwright\//,
  /^eslint$/,
  /^@eslint\//,
  /^prettier$/,
  /^knip$/,
  /^autocannon$/,
  /^fast-check$/,
  // The Node binary package `make dev` runs on: the image has its own node.
  /^node$/,
];

/** The image's workspaces, as the Dockerfile asks scripts/workspaces.mjs for them. */
function workspacesOf(service: string): string[] {
  const out = spawnSync(process.execPath, [join(root, 'scripts/workspaces.mjs'), `@homepact/${service}`, '--list'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return out.stdout.trim().split('\n');
}

/** Node's lookup: `name` as seen from the package at `from` (a lockfile key), walking up node_modules folders. */
function resolveFrom(lock: Lock, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i >= 0 ? dir.slice(0, i) : '';
  }
}

/** Package name of a lockfile key (`node_modules/a/node_modules/@s/b` -> `@s/b`). */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * The packages `npm ci --omit=dev` installs for these workspaces: reachable through any dependency
 * edge, minus what the lockfile flags dev. Returns lockfile keys (our own @homepact links excluded,
 * as the Dockerfile deletes them: the bundle holds our code).
 */
function runtimePackages(lock: Lock, workspaces: string[]): Set<string> {
  const dirOf = new Map<string, string>();
  for (const [key, entry] of Object.entries(lock.packages)) if (entry.link && entry.resolved) dirOf.set(nameOf(key), entry.resolved);
  const seen = new Set<string>();
  const queue = workspaces.map((w) => {
    const dir = dirOf.get(w);
    if (!dir) throw new Error(`${w} is not a workspace in the lockfile`);
    return dir;
  });
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i] as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = lock.packages[key];
    if (!entry) continue;
    if (entry.link && entry.resolved) {
      queue.push(entry.resolved);
      continue;
    }
    const edges = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
      // A workspace's devDependencies are edges too; what only they reach is flagged dev.
      ...(key.startsWith('node_modules/') ? {} : entry.devDependencies),
    };
    for (const name of Object.keys(edges)) {
      const target = resolveFrom(lock, key, name);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return new Set(
    [...seen].filter(
      (key) =>
        key.includes('node_modules/') && !lock.packages[key]?.dev && !lock.packages[key]?.link && !nameOf(key).startsWith('@homepact/'),
    ),
  );
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;

describe('production images hold no test or build tooling (package-lock.json, as npm ci --omit=dev installs it)', () => {
  it.each(IMAGES)('%s', (service) => {
    const packages = [...runtimePackages(lock, workspacesOf(service))].map(nameOf);
    // What it does hold: the runtime the bundle imports.
    for (const needed of ['fastify', 'mongoose', 'kafkajs', 'pino', 'zod', '@opentelemetry/sdk-node'])
      expect(packages, needed).toContain(needed);
    const tooling = [...new Set(packages.filter((p) => TOOLING.some((re) => re.test(p))))].sort();
    expect(tooling, `${service}'s image would carry ${tooling.join(', ')}`).toEqual([]);
  });

  it('the reason it once failed: a package that is a dependency (even an optional peer) of a runtime workspace is installed', () => {
    // kit's testing entry imports vitest and testcontainers; they are devDependencies, never peers.
    const kit = JSON.parse(readFileSync(join(root, 'services/kit/package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const runtimeEdges = { ...kit.dependencies, ...kit.peerDependencies, ...kit.optionalDependencies };
    for (const name of Object.keys(runtimeEdges))
      expect(
        TOOLING.some((re) => re.test(name)),
        `@homepact/kit depends on ${name}`,
      ).toBe(false);
    expect(Object.keys(kit.devDependencies ?? {})).toEqual(expect.arrayContaining(['vitest', 'testcontainers', 'esbuild']));
    // The analysis sees an optional peer the tree holds (what npm does), so it would catch one again.
    const fake: Lock = {
      packages: {
        '': {},
        'node_modules/@homepact/kit': { link: true, resolved: 'services/kit' },
        'services/kit': { dependencies: { pino: '*' }, peerDependencies: { vitest: '*' } },
        'node_modules/pino': { version: '1.0.0' },
        'node_modules/vitest': { version: '1.0.0', devOptional: true, dependencies: { vite: '*' } },
        'node_modules/vite': { version: '1.0.0', devOptional: true },
        'node_modules/eslint': { version: '1.0.0', dev: true },
      },
    };
    expect([...runtimePackages(fake, ['@homepact/kit'])].map(nameOf).sort()).toEqual(['pino', 'vite', 'vitest']);
  });
});
