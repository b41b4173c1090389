#!/usr/bin/env node
/**
 * The workspaces one service image needs, from the package.json files alone
 * (used inside the image build, where only manifests and the lockfile exist):
 *
 *   node scripts/workspaces.mjs @homepact/identity --flags  # --workspace=@homepact/identity --workspace=@homepact/kit ...
 *   node scripts/workspaces.mjs @homepact/identity --dir    # services/identity
 *
 * The closure follows @homepact/* dependencies; npm installs exactly those
 * workspaces (and what the lockfile says they depend on), nothing else.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const [name, mode = '--flags'] = process.argv.slice(2);
if (!name) {
  process.stderr.write('usage: workspaces.mjs <@homepact/name> [--flags|--dir|--list]\n');
  process.exit(2);
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const dirs = new Map();
for (const pattern of read(join(root, 'package.json')).workspaces ?? []) {
  const candidates = pattern.endsWith('/*')
    ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
    : [pattern];
  for (const dir of candidates) {
    const manifest = join(root, dir, 'package.json');
    if (existsSync(manifest)) dirs.set(read(manifest).name, dir);
  }
}
if (!dirs.has(name)) {
  process.stderr.write(`workspaces.mjs: no workspace named ${name} (have: ${[...dirs.keys()].join(', ')})\n`);
  process.exit(1);
}

const closure = [];
const visit = (ws) => {
  if (closure.includes(ws)) return;
  closure.push(ws);
  for (const dep of Object.keys(read(join(root, dirs.get(ws), 'package.json')).dependencies ?? {})) {
    if (dep.startsWith('@homepact/')) visit(dep);
  }
};
visit(name);

if (mode === '--dir') process.stdout.write(`${dirs.get(name)}\n`);
else if (mode === '--list') process.stdout.write(`${closure.join('\n')}\n`);
else process.stdout.write(`${closure.map((ws) => `--workspace=${ws}`).join(' ')}\n`);
