import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout's rules, checked on the source text: who may import whom, and who writes `sys_user`.
const SRC = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

interface Import {
  target: string;
  typeOnly: boolean;
}

const IMPORT_RE = /^(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm;

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_RE)].map((m) => ({
    target: path.resolve(path.dirname(file), m[3]),
    typeOnly: Boolean(m[2]),
  }));
}

const files = sourceFiles(SRC);
const isTest = (f: string) => /\/test\//.test(rel(f)) || f.endsWith('.test.ts');
const domainOf = (f: string) => /^domains\/([^/]+)\//.exec(rel(f))?.[1];

describe('layout rules', () => {
  it('a domain imports only the index.ts of another domain', () => {
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => {
          const from = domainOf(file);
          const to = domainOf(i.target);
          return from && to && from !== to && rel(i.target) !== `domains/${to}/index.ts`;
        })
        .map((i) => `${rel(file)} -> ${rel(i.target)}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the platform layer and the resource engine know no domain', () => {
    const wrong = files
      .filter((f) => /^(platform|crud)\//.test(rel(f)) && !isTest(f))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.typeOnly && /^(domains|db\/seed)\//.test(rel(i.target)))
          .map((i) => `${rel(file)} -> ${rel(i.target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('seed modules run only at start-up: nothing else imports them at runtime', () => {
    const wrong = files
      .filter((f) => !rel(f).startsWith('db/seed/') && rel(f) !== 'main.ts' && !isTest(f))
      .flatMap((file) =>
        importsOf(file)
          .filter((i) => !i.typeOnly && rel(i.target).startsWith('db/seed/'))
          .map((i) => `${rel(file)} -> ${rel(i.target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('only identity writes sys_user', () => {
    const writes = files
      .filter((f) => !isTest(f))
      .filter((f) => /\.(insert|update|delete)\(sysUser\)/.test(fs.readFileSync(f, 'utf8')))
      .map(rel)
      .filter((f) => !f.startsWith('domains/identity/') && !f.startsWith('db/seed/'));
    expect(writes).toEqual([]);
  });

  it('has no import cycles among runtime imports', () => {
    const graph = new Map(
      files
        .filter((f) => !isTest(f))
        .map(
          (f) =>
            [
              f,
              importsOf(f)
                .filter((i) => !i.typeOnly)
                .map((i) => i.target),
            ] as const,
        ),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const next of graph.get(f) ?? []) {
        if (state.get(next) === 'open')
          cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of graph.keys()) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('paging, LIKE escaping and id lists are defined once, in the platform', () => {
    const copies = files
      .filter((f) => !isTest(f) && !rel(f).startsWith('platform/http/'))
      .filter((f) => /replace\(\/\[\\\\%_\]\/g|pageSize: z\.coerce/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(copies).toEqual([]);
  });
});
