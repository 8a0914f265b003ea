import { BUTTON_PERMISSIONS, PERMS, resourcePermissionCodes } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../test/helpers/app-suite.ts';
import { sysPermission } from '../../domains/identity/index.ts';

let seeded: Map<string, { id: string; name: string }>;
const s = testAppSuite();

beforeAll(async () => {
  const rows = await s.t.db
    .select({ id: sysPermission.id, name: sysPermission.name, perms: sysPermission.perms })
    .from(sysPermission)
    .where(eq(sysPermission.menuType, 2));
  seeded = new Map(rows.flatMap((r) => (r.perms ? [[r.perms, { id: r.id, name: r.name }]] : [])));
});

/** The permission code of every permission-guarded route the app declared at start-up. */
const guardCodes = () =>
  s.t.app.guardedRoutes.flatMap((r) => (typeof r.guard === 'object' ? [r.guard.perm] : []));

describe('permission catalogue', () => {
  it('holds each code once, and PERMS mirrors it', () => {
    const codes = BUTTON_PERMISSIONS.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.values(PERMS).flatMap((group) => Object.values(group))).toEqual(codes);
  });

  it('gives every guarded route of the app a code that the seed grants as a button', () => {
    const codes = guardCodes();
    expect(codes.length).toBeGreaterThan(100);
    expect([...new Set(codes)].filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('uses every catalogue code in some route guard: a button with no route would guard nothing', () => {
    const used = new Set(guardCodes());
    expect(BUTTON_PERMISSIONS.filter((e) => !used.has(e.code))).toEqual([]);
  });

  it('seeds every catalogue code under its own id and Chinese name', () => {
    const missing = BUTTON_PERMISSIONS.filter(
      ({ code, name }) => seeded.get(code)?.id !== `btn-${code}` || seeded.get(code)?.name !== name,
    );
    expect(missing).toEqual([]);
    expect(seeded.get(PERMS.user.add)).toEqual({ id: 'btn-user:add', name: '用户新增' });
  });

  it('seeds every permission of the declared resources', () => {
    expect(resourcePermissionCodes().filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('knows every seeded button code, so no seeded button is a stray literal', () => {
    const known = new Set<string>([...BUTTON_PERMISSIONS.map((e) => e.code), ...resourcePermissionCodes()]);
    expect([...seeded.keys()].filter((code) => !known.has(code))).toEqual([]);
  });
});
