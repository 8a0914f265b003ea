import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addUserForm,
  type Client,
  NEW_USER_PASSWORD,
  roleId,
  unique,
  userRow,
} from '../../../../test/helpers/admin-clients.ts';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import {
  IMPORT_PHASES,
  type ImportProgress,
  ImportProgressStore,
  importProgressOf,
} from '../users/import-progress.ts';

let adminToken: string;
let secondAdmin: Client;

const HEADER = ['用户账号', '真实姓名', '角色编码', '班级编码', '密码'];
const PROGRESS = '/api/sys/user/importProgress';

const s = signedInSuite(SEEDED_USERS);

beforeAll(async () => {
  adminToken = await s.t.login('admin');
  const username = unique('admin2');
  const add = await s.admin.post(
    '/api/sys/user/add',
    addUserForm(username, '第二管理员', { selectedroles: await roleId(s.t, 'admin') }),
  );
  expect(add.status, add.body.message).toBe(200);
  secondAdmin = clientOf(s.t, await s.t.login(username, NEW_USER_PASSWORD));
});

/** `count` valid rows; every 50th has its own password, so 写入 hashes some passwords too. */
const sheetRows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => [
    `${prefix}${i}`,
    `导入${i}`,
    'student',
    'A01A01',
    i % 50 === 0 ? `Own${i}pass1word` : '',
  ]);

const importUrl = (id?: string) => `/api/sys/user/importExcel${id ? `?importId=${id}` : ''}`;

/** Phases never go back, and inside a phase the count never goes down nor past the total. */
function expectMonotonic(snapshots: ImportProgress[]) {
  for (let i = 1; i < snapshots.length; i++) {
    const [a, b] = [snapshots[i - 1], snapshots[i]];
    const [ra, rb] = [IMPORT_PHASES.indexOf(a.phase), IMPORT_PHASES.indexOf(b.phase)];
    expect(rb, `${a.phase} -> ${b.phase}`).toBeGreaterThanOrEqual(ra);
    if (ra === rb) expect(b.processed).toBeGreaterThanOrEqual(a.processed);
    expect(b.processed).toBeLessThanOrEqual(b.total);
  }
}

describe('progress of the user Excel import', () => {
  it('reports a 300-row import phase by phase, with counts that only grow to the total', async () => {
    const id = randomUUID();
    const store = importProgressOf(s.t.ctx);
    // Every state the import reports, as the owner would read it right after the report.
    const reported: ImportProgress[] = [];
    const start = store.start.bind(store);
    const spy = vi.spyOn(store, 'start').mockImplementation((importId, owner) => {
      const tracker = start(importId, owner);
      const record = () => reported.push(store.get(importId, owner)!);
      return {
        phase: (phase, total) => {
          tracker.phase(phase, total);
          record();
        },
        advance: (processed) => {
          tracker.advance(processed);
          record();
        },
        finish: (success, message) => {
          tracker.finish(success, message);
          record();
        },
      };
    });
    const prefix = unique('p');
    const file = await xlsxOf(HEADER, sheetRows(prefix, 300));

    let finished = false;
    const pending = uploadXlsx(s.t, importUrl(id), adminToken, file).finally(() => {
      finished = true;
    });
    // Poll like the browser does while the upload is pending.
    const polled: ImportProgress[] = [];
    while (!finished) {
      const res = await s.admin.get(`${PROGRESS}?id=${id}`);
      if (res.status === 200 && !finished) polled.push(res.body.result as ImportProgress);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answer = await pending;
    spy.mockRestore();

    // The answer itself is unchanged.
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result).toMatchObject({ total: 300, success: 300, failed: 0, errors: [] });
    expect(await userRow(s.t, `${prefix}299`)).toBeDefined();

    expectMonotonic(reported);
    const phases = [...new Set(reported.map((p) => p.phase))];
    expect(phases).toEqual(['validate', 'write', 'done']);
    const validate = reported.filter((p) => p.phase === 'validate').map((p) => p.processed);
    expect(validate).toEqual(expect.arrayContaining([100, 200, 300]));
    const write = reported.filter((p) => p.phase === 'write');
    expect(write.every((p) => p.total === 300)).toBe(true);
    expect(write.at(-1)?.processed).toBe(300);
    expect(new Set(write.map((p) => p.processed)).size).toBeGreaterThan(2);

    // What the browser saw while waiting: real, growing progress of this import.
    expect(polled.length).toBeGreaterThan(0);
    expectMonotonic(polled);
    expect(polled.every((p) => p.id === id)).toBe(true);

    const last = await s.admin.get(`${PROGRESS}?id=${id}`);
    expect(last.status).toBe(200);
    expect(last.body.result).toMatchObject({
      id,
      phase: 'done',
      phaseText: '完成',
      processed: 300,
      total: 300,
      success: true,
    });
    expect(JSON.stringify(last.body.result)).not.toMatch(/初始密码/);
  });

  it('is readable by the user who started the import only', async () => {
    const id = randomUUID();
    const file = await xlsxOf(HEADER, sheetRows(unique('o'), 3));
    expect((await uploadXlsx(s.t, importUrl(id), adminToken, file)).status).toBe(200);
    expect((await s.admin.get(`${PROGRESS}?id=${id}`)).status).toBe(200);
    for (const other of [secondAdmin, s.outsider]) {
      const res = await other.get(`${PROGRESS}?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: '导入进度不存在或已过期' });
    }
    expect((await s.teacher.get(`${PROGRESS}?id=${id}`)).status).toBe(403);
  });

  it('answers 404 with a Chinese message for an unknown id, and 400 without one', async () => {
    const res = await s.admin.get(`${PROGRESS}?id=${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: '导入进度不存在或已过期' });
    const missing = await s.admin.get(PROGRESS);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('缺少参数 id');
  });

  it('reports a refused import as finished without success, and keeps the row report', async () => {
    const id = randomUUID();
    const prefix = unique('f');
    const rows = sheetRows(prefix, 5);
    rows[3] = [`${prefix}3`, '坏角色', 'no_such_role', '', ''];
    const res = await uploadXlsx(s.t, importUrl(id), adminToken, await xlsxOf(HEADER, rows));
    expect(res.status).toBe(400);
    expect(res.body.result).toMatchObject({ total: 5, success: 0, failed: 1 });
    expect(res.body.result.errors).toEqual([{ row: 5, message: '角色编码“no_such_role”不存在' }]);
    expect(await userRow(s.t, `${prefix}0`)).toBeUndefined();
    const progress = (await s.admin.get(`${PROGRESS}?id=${id}`)).body.result;
    expect(progress).toMatchObject({ phase: 'done', success: false, message: res.body.message });
  });

  it('refuses a malformed or reused import id before importing anything', async () => {
    const prefix = unique('r');
    const file = await xlsxOf(HEADER, sheetRows(prefix, 2));
    const bad = await uploadXlsx(s.t, importUrl('a;b'), adminToken, file);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/导入编号格式不正确/);
    const id = randomUUID();
    expect((await uploadXlsx(s.t, importUrl(id), adminToken, file)).status).toBe(200);
    const again = await uploadXlsx(
      s.t,
      importUrl(id),
      adminToken,
      await xlsxOf(HEADER, sheetRows(unique('r'), 2)),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/导入编号已被使用/);
  });

  it('still imports without an id, as scripts and older clients do', async () => {
    const prefix = unique('n');
    const res = await uploadXlsx(s.t, importUrl(), adminToken, await xlsxOf(HEADER, sheetRows(prefix, 2)));
    expect(res.status, res.body.message).toBe(200);
    expect(await userRow(s.t, `${prefix}1`)).toBeDefined();
  });
});

describe('the progress store', () => {
  const owner = { tenantId: 't1', userId: 'u1' };

  it('forgets an import a while after its last report', () => {
    let now = 0;
    const store = new ImportProgressStore(1000, 10, () => now);
    const tracker = store.start('import-1', owner);
    tracker.phase('validate', 10);
    now = 900;
    tracker.advance(5); // a report keeps it alive
    now = 1800;
    expect(store.get('import-1', owner)).toMatchObject({ phase: 'validate', processed: 5, total: 10 });
    now = 1900;
    expect(store.get('import-1', owner)).toBeNull();
  });

  it('keeps a bounded number of imports, dropping the oldest', () => {
    const store = new ImportProgressStore(60_000, 3, () => 0);
    for (let i = 0; i < 5; i++) store.start(`import-${i}`, owner);
    expect(store.size).toBe(3);
    expect(store.get('import-0', owner)).toBeNull();
    expect(store.get('import-4', owner)).not.toBeNull();
  });

  it('never moves backwards', () => {
    const store = new ImportProgressStore();
    const tracker = store.start('import-x', owner);
    tracker.phase('write', 10);
    tracker.advance(7);
    tracker.advance(3);
    tracker.phase('validate', 10);
    tracker.advance(99);
    expect(store.get('import-x', owner)).toMatchObject({ phase: 'write', processed: 10, total: 10 });
    tracker.finish(false, '失败');
    tracker.finish(true, '成功');
    expect(store.get('import-x', owner)).toMatchObject({ phase: 'done', success: false, message: '失败' });
    expect(store.get('import-x', { ...owner, userId: 'u2' })).toBeNull();
  });
});
