import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * @homepact/kit/events is loaded by code that must stay light (consumers,
 * domain-adjacent helpers, scripts): it may reach trace context only through
 * @opentelemetry/api, never the SDK, an exporter, metrics or a server.
 * The test follows every relative import from the entry and lists the
 * packages the graph loads at run time (type imports load nothing).
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause?.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          !clause.name &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

function loadedBy(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: files.map((f) => path.relative(SRC, f)), packages };
}

describe('@homepact/kit/events', () => {
  const { files, packages } = loadedBy(path.join(SRC, 'events/index.ts'));

  it('loads OpenTelemetry through its API only', () => {
    const otel = [...packages].filter((p) => p.startsWith('@opentelemetry/'));
    expect(otel).toEqual(['@opentelemetry/api']);
  });

  it('loads no server, broker, database, metrics or telemetry start-up', () => {
    expect([...packages].filter((p) => /fastify|kafkajs|ioredis|mongoose|mongodb|node:http|node:sqlite|@seald-io/.test(p))).toEqual([]);
    expect(files).not.toContain('metrics.ts');
    expect(files).not.toContain('telemetry.ts');
    expect(files).not.toContain('outbox-relay.ts');
    expect(files).toContain('trace.ts');
  });

  it('the check sees a runtime import when there is one (the relay loads metrics)', () => {
    const relay = loadedBy(path.join(SRC, 'outbox-relay.ts'));
    expect(relay.files).toContain('metrics.ts');
    expect(relay.packages).toContain('@opentelemetry/sdk-metrics');
  });
});
