import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { sysRole } from '../../../db/schema/index.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { type OpenApiPaths, probesFor } from './route-requests.ts';
import { victimIds } from './victim-rows.ts';

/**
 * The victim (default) tenant with rows in every domain: the whole demo school (courses, works,
 * exams, contests), plus one row added by its own admin through every `add` route.
 */
export async function fillVictimTenant(t: TestApp, paths: OpenApiPaths, dataDir: string) {
  const roles = await t.db
    .select({ code: sysRole.roleCode, id: sysRole.id })
    .from(sysRole)
    .where(eq(sysRole.tenantId, DEFAULT_TENANT_ID));
  const roleIds = Object.fromEntries(roles.map((r) => [r.code, r.id]));
  await seedDemo(t.db, roleIds, DEMO_PASSWORD, { storage: t.ctx.storage, dataDir });

  const token = await t.login('admin');
  const own = await victimIds(t);
  const added: string[] = [];
  for (const route of t.app.guardedRoutes.filter((r) => r.method === 'POST' && r.url.endsWith('/add'))) {
    // The aimed probe names the victim's own rows here: legitimate references inside its tenant.
    const probe = probesFor(route, own, paths)[1];
    const res = await t.app.inject({
      method: 'POST',
      url: route.url,
      headers: { 'x-access-token': token },
      payload: (probe.body ?? {}) as object,
    });
    if (res.statusCode === 200) added.push(route.url);
  }
  return { token, added };
}

/** What the victim's admin exports (filters filled with its own ids when an export needs them). */
export async function victimExports(t: TestApp, paths: OpenApiPaths, token: string) {
  const own = await victimIds(t);
  const files = new Map<string, Buffer>();
  for (const route of t.app.guardedRoutes.filter((r) => r.method === 'GET' && r.url.endsWith('/exportXls'))) {
    for (const probe of probesFor(route, own, paths).slice(0, 2)) {
      const res = await t.app.inject({ method: 'GET', url: probe.url, headers: { 'x-access-token': token } });
      if (res.statusCode !== 200) continue;
      files.set(route.url.replace(/\/exportXls$/, ''), res.rawPayload);
      break;
    }
  }
  return files;
}

/** One record of every list the victim's admin can read, by route base: realistic bodies for edits. */
export async function victimTemplates(t: TestApp, token: string) {
  const templates = new Map<string, Record<string, unknown>>();
  for (const route of t.app.guardedRoutes.filter((r) => r.method === 'GET' && r.url.endsWith('/list'))) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${route.url}?pageSize=1`,
      headers: { 'x-access-token': token },
    });
    if (res.statusCode !== 200) continue;
    const result = res.json().result;
    const record = Array.isArray(result) ? result[0] : result?.records?.[0];
    if (record && typeof record === 'object') templates.set(route.url.replace(/\/list$/, ''), record);
  }
  return templates;
}
