/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMenuIcon } from './menu-icon.tsx';

// The menus every installation is seeded with name their icons in the server's domain files.
const domains = path.resolve(import.meta.dirname, '../../../server/src/domains');

function seededIconNames(): string[] {
  const names = new Set<string>();
  for (const domain of fs.readdirSync(domains)) {
    for (const file of ['menus.ts', 'resources.ts']) {
      const full = path.join(domains, domain, file);
      if (!fs.existsSync(full)) continue;
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/icon: '([A-Za-z]+)'/g)) names.add(m[1] ?? '');
    }
  }
  return [...names];
}

describe('menu icons', () => {
  it('draws every icon the seeded menus name', () => {
    const names = seededIconNames();
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => !hasMenuIcon(n))).toEqual([]);
  });
});
