/**
 * `make lint`'s check of the documentation's links and paths:
 * - every relative link in the repository's Markdown resolves to a file or folder, and a `#anchor` into a Markdown
 *   file to one of its headings (or an explicit `<a id>`);
 * - no absolute path of one machine (`/work/`, `/home/`, `/tmp/`) appears in Markdown or in a TypeScript comment:
 *   such a path is true on one laptop only. Refer to the copy in docs/ instead;
 * - no TypeScript comment cites an issue number or a numbered section of the spec, which are not in the repository: cite the decision
 *   (docs/decisions/) or the product's text (docs/product/), or say the reason in words.
 *
 * Files are what git tracks plus new files it does not ignore.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A path of this machine, not a URL's (file:///tmp/ inside a container is the container's own).
const MACHINE_PATH = /(?<![\w:/.~-])\/(work|home|tmp)\/[\w.-]/;
const OUTSIDE_REFERENCE = /\bissue \d|\bspec (?:§|[12W]\b)/i;

function files(pattern: string[]): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...pattern], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n').filter(Boolean))].filter((f) => existsSync(path.join(ROOT, f)));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutCode(markdown, false).split('\n')) {
    const explicit = line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g);
    for (const m of explicit) anchors.add(m[1]!);
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const text = h[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*_~]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Markdown with fenced blocks (and code spans, unless kept) blanked, line numbers kept: links there are examples. */
function withoutCode(markdown: string, spans = true): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : spans ? line.replace(/`+[^`]*`+/g, '') : line;
    })
    .join('\n');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  let a = anchorCache.get(file);
  if (!a) anchorCache.set(file, (a = anchorsOf(readFileSync(file, 'utf8'))));
  return a;
}

/** The problems of one Markdown file, `file` relative to `root`. */
export function checkMarkdown(root: string, file: string, problems: string[]): void {
  const text = readFileSync(path.join(root, file), 'utf8');
  text.split('\n').forEach((line, i) => {
    if (MACHINE_PATH.test(line)) problems.push(`${file}:${i + 1}: an absolute path of one machine: ${line.trim()}`);
  });
  const prose = withoutCode(text);
  const links = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ target: m[1]!, at: m.index })),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => ({ target: m[1]!, at: m.index })),
    ...[...prose.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => ({ target: m[1]!, at: m.index })),
  ];
  for (const { target, at } of links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const line = prose.slice(0, at).split('\n').length;
    const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
    const rel = decodeURIComponent(rawPath);
    const resolved = rel === '' ? path.join(root, file) : path.resolve(path.join(root, path.dirname(file)), rel);
    if (!resolved.startsWith(root + path.sep) || !existsSync(resolved)) {
      problems.push(`${file}:${line}: link to a missing file: ${target}`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOfFile(resolved).has(anchor.toLowerCase()))
      problems.push(`${file}:${line}: link to a missing heading: ${target}`);
  }
}

/** Every comment in a TypeScript file, found by the compiler's own parser (strings and regexes are not comments). */
function comments(file: string, text: string): { pos: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const collect = (pos: number) => {
    for (const r of [...(ts.getLeadingCommentRanges(text, pos) ?? []), ...(ts.getTrailingCommentRanges(text, pos) ?? [])])
      found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(source.endOfFileToken.getFullStart());
  // JSX comments ({/* ... */}) are expressions the parser keeps as empty JSX expressions: read them from the text.
  if (file.endsWith('x')) for (const m of text.matchAll(/\{\s*(\/\*[\s\S]*?\*\/)\s*\}/g)) found.set(m.index, m[1]!);
  return [...found].map(([pos, t]) => ({ pos, text: t }));
}

/** The problems of one TypeScript file's comments, `file` relative to `root`. */
export function checkTypeScript(root: string, file: string, problems: string[]): void {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!MACHINE_PATH.test(text) && !OUTSIDE_REFERENCE.test(text)) return;
  const lineAt = (pos: number) => text.slice(0, pos).split('\n').length;
  for (const c of comments(file, text)) {
    const m = MACHINE_PATH.exec(c.text);
    if (m) problems.push(`${file}:${lineAt(c.pos + m.index)}: an absolute path of one machine in a comment`);
    const r = OUTSIDE_REFERENCE.exec(c.text);
    if (r)
      problems.push(
        `${file}:${lineAt(c.pos + r.index)}: a comment cites "${r[0]}…": cite docs/decisions/ or docs/product/, or give the reason`,
      );
  }
}

function main(): void {
  const problems: string[] = [];
  for (const f of files(['*.md'])) checkMarkdown(ROOT, f, problems);
  for (const f of files(['*.ts', '*.tsx', '*.mts'])) checkTypeScript(ROOT, f, problems);
  if (problems.length > 0) {
    console.error(`${problems.length} documentation problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('docs: every Markdown link resolves; no machine paths, issue or spec citations in comments');
  }
}

// Run as a script (make lint); imported by its test for the checks alone.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
