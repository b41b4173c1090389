import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the home page's first load pulls in: the modules main.tsx reaches by
 * static value imports (type-only imports are erased, dynamic imports are
 * other chunks). The wire schemas and zod belong to the screens that submit
 * forms; once the home page imported the @homepact/proto index for the list
 * of states, its first JavaScript grew from 118 to 150 KiB gzipped.
 */
const SRC = import.meta.dirname;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null; // CSS, SVG and other assets
}

/** Value imports and re-exports of one module (not `import type`, not all-type named imports, not `import()`). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

/** The `import('...')` calls of one module, in source order. */
function dynamicImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) specs.push(arg.text);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return specs;
}

/** What `entry` loads: its static imports and, for the entry alone, its dynamic ones (main.tsx loads the app in steps). */
function firstLoad(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string, specs: string[]) => {
    if (files.has(file) && file !== entry) return;
    files.add(file);
    for (const spec of specs) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target) visit(target, valueImports(target));
      } else if (!packages.has(spec)) packages.set(spec, path.relative(SRC, file));
    }
  };
  visit(entry, valueImports(entry));
  visit(entry, dynamicImports(entry));
  return { files, packages };
}

describe("the home page's first load", () => {
  const { files, packages } = firstLoad(path.join(SRC, 'main.tsx'));

  it('reaches the home page and the layout (the walk follows the real graph)', () => {
    expect(files).toContain(path.join(SRC, 'pages/marketing/HomePage.tsx'));
    expect(files).toContain(path.join(SRC, 'components/layout/Header.tsx'));
  });

  it('evaluates in steps: main.tsx imports only its stylesheets statically, the modules a task apart', () => {
    expect(valueImports(path.join(SRC, 'main.tsx')).filter((spec) => !spec.endsWith('.css'))).toEqual([]);
    expect(dynamicImports(path.join(SRC, 'main.tsx'))).toContain('./mountApp');
  });

  it('loads neither zod nor the @homepact/proto index (only its light subpaths)', () => {
    const heavy = [...packages].filter(([spec]) => spec === 'zod' || spec === '@homepact/proto' || spec.startsWith('@homepact/legal'));
    expect(heavy.map(([spec, by]) => `${spec} (imported by ${by})`)).toEqual([]);
  });
});
