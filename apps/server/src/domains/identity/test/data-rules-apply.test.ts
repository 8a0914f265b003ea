import { dictResource } from '@ck/shared';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Json, roleId, unique } from '../../../../test/helpers/admin-clients.ts';
import { baseOf, clientOf, type Page, query } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { dataRuleFilter, resourceRuleTarget } from '../../../crud/data-rule-filter.ts';
import { modelOf } from '../../../crud/resource-model.ts';
import { resolveRuleValue } from '../../../platform/auth/data-rule-variables.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { sysUser } from '../tables.ts';
import { addRule } from './data-rule-fixtures.ts';

const DICT_MENU = 'menu-system-dict';
const USER_MENU = 'menu-system-user';
const dicts = baseOf(dictResource);

let teacher: Client;
let teacherToken: string;
let teacherRole: string;

const s = signedInSuite({ admin: 'admin' });

beforeAll(async () => {
  teacherToken = await s.t.login('teacher');
  teacher = clientOf(s.t, teacherToken);
  teacherRole = await roleId(s.t, 'teacher');
  // The teacher may read, add and export dictionaries, like any list a school hands to its teachers.
  const before = (await s.admin.get(`/api/sys/permission/queryRolePermission?roleId=${teacherRole}`)).body
    .result as string[];
  const extra = [
    'menu-system',
    DICT_MENU,
    'btn-system:dict:list',
    'btn-system:dict:add',
    'btn-system:dict:export',
  ];
  const save = await s.admin.post('/api/sys/permission/saveRolePermission', {
    roleId: teacherRole,
    permissionIds: [...before, ...extra].join(','),
    lastpermissionIds: before.join(','),
  });
  expect(save.status, save.body.message).toBe(200);
});

async function choose(permissionId: string, ruleIds: string[]) {
  const res = await s.admin.post('/api/sys/role/datarule', {
    permissionId,
    roleId: teacherRole,
    dataRuleIds: ruleIds.join(','),
  });
  expect(res.status, res.body.message).toBe(200);
}

async function addDict(c: Client, dictName: string, dictCode = unique('code_')) {
  const res = await c.post(`${dicts}/add`, { dictName, dictCode });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

const names = (page: Page) => page.records.map((r) => r.dictName as string);

async function exportedNames(token: string): Promise<string[]> {
  const res = await s.t.app.inject({
    method: 'GET',
    url: `${dicts}/exportXls?${query({ pageSize: 1000 })}`,
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode).toBe(200);
  return (await xlsxRows(res.rawPayload)).slice(1).map((row) => String(row[0]));
}

describe('data rules on a resource list', () => {
  let adminDict: Json;
  let teacherDict: Json;
  let ownRule: string;

  beforeAll(async () => {
    adminDict = await addDict(s.admin, unique('管理员字典'));
    teacherDict = await addDict(teacher, unique('老师字典'));
    ownRule = await addRule(s.admin, DICT_MENU, {
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
  });

  it('shows the teacher only their own rows in list, export and by id; the admin sees all', async () => {
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).toContain(adminDict.dictName);
    await choose(DICT_MENU, [ownRule]);

    const page = await teacher.list(dictResource, { pageSize: 1000 });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.createBy === 'teacher')).toBe(true);
    expect(page.total).toBe(page.records.length);
    expect(names(page)).toContain(teacherDict.dictName);
    expect(names(page)).not.toContain(adminDict.dictName);

    const exported = await exportedNames(teacherToken);
    expect(exported).toContain(teacherDict.dictName);
    expect(exported).not.toContain(adminDict.dictName);

    expect((await teacher.get(`${dicts}/queryById?id=${adminDict.id}`)).status).toBe(404);
    const own = await teacher.get(`${dicts}/queryById?id=${teacherDict.id}`);
    expect(own.status).toBe(200);
    expect((own.body.result as Json).dictName).toBe(teacherDict.dictName);

    const all = names(await s.admin.list(dictResource, { pageSize: 1000 }));
    expect(all).toEqual(expect.arrayContaining([adminDict.dictName, teacherDict.dictName]));
    expect((await s.admin.get(`${dicts}/queryById?id=${adminDict.id}`)).status).toBe(200);
  });

  it('takes a change of the role’s rules, or of a rule’s status, on the next request', async () => {
    await choose(DICT_MENU, [ownRule]);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).not.toContain(adminDict.dictName);
    await choose(DICT_MENU, []);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).toContain(adminDict.dictName);

    await choose(DICT_MENU, [ownRule]);
    const [stored] = await s.t.db
      .select()
      .from(sysPermissionDataRule)
      .where(eq(sysPermissionDataRule.id, ownRule));
    const edit = (status: string) =>
      s.admin.put('/api/sys/permission/editPermissionRule', {
        id: ownRule,
        permissionId: DICT_MENU,
        ruleName: stored.ruleName,
        ruleColumn: stored.ruleColumn,
        ruleConditions: stored.ruleConditions,
        ruleValue: stored.ruleValue,
        status,
      });
    expect((await edit('0')).status).toBe(200);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).toContain(adminDict.dictName);
    expect((await teacher.get(`${dicts}/queryById?id=${adminDict.id}`)).status).toBe(200);
    expect((await edit('1')).status).toBe(200);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).not.toContain(adminDict.dictName);
    await choose(DICT_MENU, []);
  });

  it('applies IN and the LIKE family with % and _ taken literally; rules on one menu are ANDed', async () => {
    const tag = unique('t');
    const literal = await addDict(s.admin, `${tag}满100%减`);
    const wildcard = await addDict(s.admin, `${tag}满100元减`);
    const underscore = await addDict(s.admin, `${tag}a_b`);
    const plain = await addDict(s.admin, `${tag}axb`);

    await choose(DICT_MENU, [
      await addRule(s.admin, DICT_MENU, {
        ruleColumn: 'dictName',
        ruleConditions: 'LIKE',
        ruleValue: '100%减',
      }),
    ]);
    let seen = names(await teacher.list(dictResource, { pageSize: 1000 }));
    expect(seen).toContain(literal.dictName);
    expect(seen).not.toContain(wildcard.dictName);

    await choose(DICT_MENU, [
      await addRule(s.admin, DICT_MENU, {
        ruleColumn: 'dict_name',
        ruleConditions: 'LEFT_LIKE',
        ruleValue: 'a_b',
      }),
    ]);
    seen = names(await teacher.list(dictResource, { pageSize: 1000 }));
    expect(seen).toContain(underscore.dictName);
    expect(seen).not.toContain(plain.dictName);

    const prefix = await addRule(s.admin, DICT_MENU, {
      ruleColumn: 'dictName',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: tag,
    });
    await choose(DICT_MENU, [prefix]);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 })).sort()).toEqual(
      [literal, wildcard, underscore, plain].map((d) => d.dictName).sort(),
    );

    const codes = `${literal.dictCode}, ${plain.dictCode},no_such_code`;
    const inRule = await addRule(s.admin, DICT_MENU, {
      ruleColumn: 'dictCode',
      ruleConditions: 'IN',
      ruleValue: codes,
    });
    await choose(DICT_MENU, [inRule]);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 })).sort()).toEqual(
      [literal.dictName, plain.dictName].sort(),
    );

    const notPlain = await addRule(s.admin, DICT_MENU, {
      ruleColumn: 'dictCode',
      ruleConditions: '!=',
      ruleValue: plain.dictCode as string,
    });
    await choose(DICT_MENU, [inRule, prefix, notPlain]);
    expect(names(await teacher.list(dictResource, { pageSize: 1000 }))).toEqual([literal.dictName]);
    await choose(DICT_MENU, []);
  });

  /** Adds a data rule as the admin and expects a 400. */
  async function refusedRule(
    permissionId: string,
    ruleName: string,
    ruleColumn: string,
    ruleConditions: string,
    ruleValue: string,
  ) {
    const res = await s.admin.post('/api/sys/permission/addPermissionRule', {
      permissionId,
      ruleName,
      ruleColumn,
      ruleConditions,
      ruleValue,
    });
    expect(res.status).toBe(400);
    return res;
  }

  it('refuses rules the list cannot apply, with a Chinese message, and changes nothing', async () => {
    const unknown = await refusedRule(DICT_MENU, '错字段', 'passwordHash', '=', '1');
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.message).toContain('规则字段“passwordHash”不是该菜单列表的可用字段');
    expect(unknown.body.message).toContain('dictName（字典名称）');

    const variable = await refusedRule(DICT_MENU, '错变量', 'createBy', '=', '#{sys_password}');
    expect(variable.body.message).toContain('未知的系统变量');

    const likeOnNumber = await refusedRule(USER_MENU, '模糊状态', 'status', 'LIKE', '1');
    expect(likeOnNumber.body.message).toContain('不支持模糊查询');

    const before = (
      await s.admin.get(`/api/sys/permission/getPermRuleListByPermId?permissionId=${DICT_MENU}`)
    ).body.result as Json[];
    const rule = before[0];
    const badEdit = await s.admin.put('/api/sys/permission/editPermissionRule', {
      ...rule,
      ruleColumn: 'nope',
    });
    expect(badEdit.status).toBe(400);
    const after = (await s.admin.get(`/api/sys/permission/getPermRuleListByPermId?permissionId=${DICT_MENU}`))
      .body.result as Json[];
    expect(after).toEqual(before);

    const fields = await s.admin.get(`/api/sys/permission/dataRuleFields?permissionId=${DICT_MENU}`);
    const offered = (fields.body.result as { fields: { name: string }[] }).fields.map((f) => f.name);
    expect(offered).toEqual(expect.arrayContaining(['dictName', 'dictCode', 'createBy']));
    const none = await s.admin.get('/api/sys/permission/dataRuleFields?permissionId=menu-system-role');
    expect((none.body.result as { fields: unknown[] }).fields).toEqual([]);
  });

  it('fails closed when a stored rule no longer maps to a field', async () => {
    const id = unique('rule-');
    await s.t.db.insert(sysPermissionDataRule).values({
      id,
      permissionId: DICT_MENU,
      ruleName: '旧字段',
      ruleColumn: 'removedField',
      ruleConditions: '=',
      ruleValue: 'x',
    });
    await choose(DICT_MENU, [id]);
    const page = await teacher.list(dictResource, { pageSize: 1000 });
    expect(page.total).toBe(0);
    expect(page.records).toEqual([]);
    expect((await teacher.get(`${dicts}/queryById?id=${teacherDict.id}`)).status).toBe(404);
    expect((await s.admin.list(dictResource)).total).toBeGreaterThan(0);
    await choose(DICT_MENU, []);
  });
});

describe('data rules on the user list', () => {
  const usernames = async (c: Client) => {
    const res = await c.get('/api/sys/user/list?pageSize=1000');
    expect(res.status, res.body.message).toBe(200);
    return (res.body.result as Page).records.map((r) => r.username as string);
  };
  const userId = async (username: string) =>
    (await s.t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

  it('limits the teacher to users of their current department', async () => {
    // student2 stays in the class but works from the school level.
    await s.t.db.update(sysUser).set({ orgCode: 'A01' }).where(eq(sysUser.username, 'student2'));
    expect(await usernames(teacher)).toEqual(expect.arrayContaining(['student1', 'student2']));

    const sameOrg = await addRule(s.admin, USER_MENU, {
      ruleColumn: 'org_code',
      ruleConditions: '=',
      ruleValue: '#{sys_org_code}',
    });
    await choose(USER_MENU, [sameOrg]);
    const seen = await usernames(teacher);
    expect(seen).toContain('student1');
    expect(seen).not.toContain('student2');
    const exported = await s.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/exportXls',
      headers: { 'x-access-token': teacherToken },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheetText = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(sheetText).toContain('student1');
    expect(sheetText).not.toContain('student2');
    expect((await teacher.get(`/api/sys/user/queryById?id=${await userId('student2')}`)).status).toBe(404);
    expect((await teacher.get(`/api/sys/user/queryById?id=${await userId('student1')}`)).status).toBe(200);
    expect(await usernames(s.admin)).toEqual(expect.arrayContaining(['student1', 'student2']));

    const anyOfMine = await addRule(s.admin, USER_MENU, {
      ruleColumn: 'orgCode',
      ruleConditions: 'IN',
      ruleValue: '#{sys_multi_org_code}',
    });
    await choose(USER_MENU, [anyOfMine]);
    expect(await usernames(teacher)).not.toContain('student2');

    const active = await addRule(s.admin, USER_MENU, {
      ruleColumn: 'status',
      ruleConditions: '=',
      ruleValue: '1',
    });
    await choose(USER_MENU, [active]);
    expect(await usernames(teacher)).toEqual(expect.arrayContaining(['student1', 'student2']));
    await choose(USER_MENU, []);
  });
});

describe('rule values', () => {
  const session = {
    username: 'teacher',
    userId: 'u1',
    realname: null,
    orgCode: 'A01A01',
    orgCodes: ['A01', 'A01A01'],
    now: new Date('2024-05-06T01:02:03Z'),
  };

  it('replaces system variables from the session', () => {
    expect(resolveRuleValue('#{sys_user_code}', session, false)).toBe('teacher');
    expect(resolveRuleValue('#{sys_date}', session, false)).toBe('2024-05-06');
    expect(resolveRuleValue('#{sys_time}', session, false)).toBe('2024-05-06 09:02:03');
    expect(resolveRuleValue('X, #{sys_multi_org_code}', session, true)).toEqual(['X', 'A01', 'A01A01']);
    // No real name: the rule cannot be met.
    expect(resolveRuleValue('#{sys_user_name}', session, false)).toBeUndefined();
  });

  it('warns and matches nothing when a rule does not fit the list', () => {
    const warnings: string[] = [];
    const target = resourceRuleTarget(modelOf(dictResource));
    const rule = { id: 'r1', ruleName: '坏规则', column: 'gone', condition: '=', value: 'x' };
    const where = dataRuleFilter([rule], target, session, (m) => warnings.push(m));
    expect(new PgDialect().sqlToQuery(where as SQL).sql).toBe('false');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('坏规则');
    expect(dataRuleFilter([], target, session, (m) => warnings.push(m))).toBeUndefined();
  });
});
