import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import type { GuardedRoute } from '../../../platform/auth/auth-context.ts';
import { answerText, workbookText } from './answer-text.ts';
import { ATTACKER_TENANT_ID, ATTACKERS, type AttackerRole, seedAttackerSchool } from './attacker-tenant.ts';
import { NOT_ATTACKED, PUBLIC_ACROSS_TENANTS } from './cross-tenant-allow-list.ts';
import {
  FILL_TEXT,
  type OpenApiPaths,
  type Probe,
  probesFor,
  tableOfRoute,
  VictimFiller,
} from './route-requests.ts';
import {
  attackerRowsNamingVictims,
  changedTables,
  markVictimRows,
  rowCount,
  uuidsIn,
  type VictimIds,
  victimIds,
  victimIdsIn,
  victimSnapshot,
} from './victim-rows.ts';
import { fillVictimTenant, victimExports, victimTemplates } from './victim-tenant.ts';

// One attack over the whole route table: every route, as the admin, a teacher and a student of
// another tenant, bare and aimed at the victim (default) tenant's rows. New routes are attacked
// without being listed anywhere.
const MARKER = '泄露探针Q7';
const ROLES: AttackerRole[] = ['admin', 'teacher', 'student'];
/** Rows the attacker's own tenant may hold that name victim ids: the audit log records what was tried. */
const AUDIT_TABLES = new Set(['sys_log']);

let t: TestApp;
let dataDir: string;
let ids: VictimIds;
let paths: OpenApiPaths;
const tokens = new Map<AttackerRole, string>();
const exportsOfVictim = new Map<string, Buffer>();
let templates: Map<string, Record<string, unknown>>;

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function login(role: AttackerRole) {
  tokens.set(role, await t.login(ATTACKERS[role], role === 'admin' ? undefined : DEMO_PASSWORD));
}

/** One call as the attacker; a call that ended the attacker's session is made again after a new login. */
async function send(
  role: AttackerRole,
  probe: Omit<Probe, 'sentIds'>,
  extra?: { payload: Buffer; headers: Record<string, string> },
) {
  const call = () =>
    t.app.inject({
      method: probe.method,
      url: probe.url,
      headers: { 'x-access-token': tokens.get(role)!, ...extra?.headers },
      ...(extra
        ? { payload: extra.payload }
        : probe.body === undefined
          ? {}
          : { payload: probe.body as object }),
    });
  const res = await call();
  if (res.statusCode !== 401) return res;
  await login(role);
  return call();
}

/** Victim ids and the marker in an answer, minus the ids the request itself carried. */
async function leakIn(res: LightMyRequestResponse, sent: Set<string>) {
  const text = await answerText(res);
  const leaked = victimIdsIn(text, ids).filter((u) => !sent.has(u));
  const tables = [...new Set(leaked.map((u) => ids.tableOf.get(u)))];
  const marker = text.includes(MARKER);
  return leaked.length || marker
    ? `${tables.join(',')}${marker ? ' +marker' : ''} :: ${text.slice(0, 160)}`
    : '';
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-isolation-'));
  t = await createTestApp({ env: { JUDGE_WORKERS: '0', DATA_DIR: dataDir } });
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  const victim = await fillVictimTenant(t, paths, dataDir);
  templates = await victimTemplates(t, victim.token);
  await seedAttackerSchool(t);
  for (const [base, file] of await victimExports(t, paths, victim.token)) exportsOfVictim.set(base, file);
  ids = await victimIds(t);
  expect(await markVictimRows(t, MARKER)).toBeGreaterThan(50);
  for (const role of ROLES) await login(role);
}, 120_000);

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await t?.close();
});

describe('tenant isolation', () => {
  it("no route lets another tenant list, read, edit, delete, export or import the victim tenant's rows", async () => {
    const leaks: string[] = [];
    const failures: string[] = [];
    const writes: string[] = [];
    let answeredOk = 0;
    const importsLanded: string[] = [];
    let baseline = await victimSnapshot(t, ids);
    const original = baseline;

    const checkWrites = async (label: string) => {
      const now = await victimSnapshot(t, ids);
      const changed = changedTables(baseline, now);
      if (changed.length) writes.push(`${label} changed ${changed.join(',')}`);
      baseline = now;
    };

    const routes = t.app.guardedRoutes.filter(
      (r: GuardedRoute) =>
        r.method !== 'HEAD' && !NOT_ATTACKED[routeKey(r)] && !r.url.endsWith('/importExcel'),
    );
    for (const route of routes) {
      const probes = probesFor(route, ids, paths, templates);
      const fileRoute = route.method === 'POST' && /upload|import|snapshot/i.test(route.url);
      for (const role of ROLES) {
        for (const [i, probe] of probes.entries()) {
          const upload = fileRoute && i > 0 ? fileUpload(route, probe) : undefined;
          const res = await send(role, probe, upload);
          const label = `${role} ${probe.method} ${probe.url}`;
          if (res.statusCode >= 500) failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode === 200 && i === 0 && role === 'admin') answeredOk++;
          const leak = res.statusCode < 300 ? await leakIn(res, probe.sentIds) : '';
          if (leak && !PUBLIC_ACROSS_TENANTS[routeKey(route)]) leaks.push(`${label} -> ${leak}`);
          // A guard the role does not pass refuses every variant alike.
          if (i === 0 && res.statusCode === 403 && typeof route.guard === 'object') break;
        }
      }
      if (route.method !== 'GET') await checkWrites(routeKey(route));
    }

    // Imports: the victim's own export, uploaded by the attacker's admin, lands in the attacker's tenant.
    for (const route of t.app.guardedRoutes.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/importExcel'),
    )) {
      const table = tableOfRoute(route.url, ids);
      // Without an export of the victim (none, or not granted), a sheet naming a victim row by id.
      const file =
        exportsOfVictim.get(route.url.replace(/\/importExcel$/, '')) ??
        (await xlsxOf(['id', '名称'], [[ids.byTable.get(table ?? 'sys_user')?.[0] ?? '', FILL_TEXT]]));
      const before = table ? await rowCount(t, table, ATTACKER_TENANT_ID) : 0;
      const form = multipart({}, { name: 'victim.xlsx', data: file });
      const res = await send('admin', { method: 'POST', url: route.url }, form);
      if (res.statusCode >= 500) failures.push(`${routeKey(route)} -> ${res.statusCode}`);
      const fileIds = new Set(victimIdsIn(await workbookText(file), ids));
      const leaked = victimIdsIn(res.body, ids).filter((u) => !fileIds.has(u));
      if (leaked.length) leaks.push(`import ${route.url} -> ${leaked.join(',')}`);
      const imported = Number(res.json()?.result?.success ?? 0);
      if (res.statusCode === 200 && imported > 0 && table) {
        importsLanded.push(route.url);
        const after = await rowCount(t, table, ATTACKER_TENANT_ID);
        if (after - before < imported)
          failures.push(
            `${routeKey(route)}: ${imported} rows imported, ${after - before} in the importer's tenant`,
          );
      }
      await checkWrites(`import ${route.url}`);
    }

    const references = await attackerRowsNamingVictims(t, ATTACKER_TENANT_ID, ids, AUDIT_TABLES);
    expect({ leaks, failures, writes, references }).toEqual({
      leaks: [],
      failures: [],
      writes: [],
      references: [],
    });
    expect(changedTables(original, await victimSnapshot(t, ids))).toEqual([]);
    // The attack reached the routes: most answer the attacker's admin when asked for its own rows.
    expect(answeredOk).toBeGreaterThan(100);
    // ... and the victim's own exports, imported by the attacker, became the attacker's rows.
    expect(importsLanded.length, importsLanded.join(' ')).toBeGreaterThan(0);
  }, 600_000);
});

/** A multipart body for file routes: the aimed ids as form fields, with a small file. */
function fileUpload(route: GuardedRoute, probe: Probe) {
  const fields = Object.fromEntries(
    Object.entries((probe.body as Record<string, unknown>) ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join(',') : String(v),
    ]),
  );
  if (!Object.keys(fields).length)
    Object.assign(fields, new VictimFiller(ids, tableOfRoute(route.url, ids), 'first').bag());
  for (const id of uuidsIn(JSON.stringify(fields))) probe.sentIds.add(id);
  return multipart(fields, { name: 'probe.png', data: PNG, type: 'image/png' });
}
