/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMenuIcon } from './menu-icon.tsx';

// The menus every installation is seeded with name their icons in the server's domain files.
const domains = path.resolve(import.meta.dirname, '../../../server/src/domains');

function seededIconNames(): string[] {
  const names = new Set<string>();
  const files = fs
    .readdirSync(domains, { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[/-])(menus|resources)\.ts$/.test(f));
  for (const file of files)
    for (const m of fs.readFileSync(path.join(domains, file), 'utf8').matchAll(/icon: '([A-Za-z]+)'/g))
      names.add(m[1] ?? '');
  return [...names];
}

describe('menu icons', () => {
  it('draws every icon the seeded menus name', () => {
    const names = seededIconNames();
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !hasMenuIcon(n))).toEqual([]);
  });
});
