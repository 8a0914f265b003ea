import { dictResource } from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { departId, type Json, unique, userRow } from '../../../../test/helpers/admin-clients.ts';
import { baseOf } from '../../../../test/helpers/api-client.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { addRule } from './data-rule-fixtures.ts';

const s = signedInSuite(SEEDED_USERS);

const DICT_MENU = 'menu-system-dict';
const USER_MENU = 'menu-system-user';
const MENUS = ['menu-system', DICT_MENU, 'btn-system:dict:list'].join(',');
const DEPART_RULES = '/api/sys/sysDepartPermission/datarule';
const ROLE_RULES = '/api/sys/sysDepartRole/datarule';
const ROLE_RULES_ALIAS = '/api/sys/sysDepartRolePermission/datarule';

let classId: string;
let otherClassId: string;
let roleId: string;
let tag: string;
let prefixRule: string;
let otherRule: string;
let userMenuRule: string;

const ok = (res: { status: number; body: { message: string } }) =>
  expect(res.status, res.body.message).toBe(200);
const teacherDicts = async () =>
  (await s.teacher.list(dictResource, { pageSize: 1000 })).records.map((r) => r.dictName as string);

beforeAll(async () => {
  classId = await departId(s.t, 'A01A01');
  const other = await s.admin.post('/api/sys/sysDepart/add', {
    parentId: await departId(s.t, 'A01'),
    departName: unique('另一班'),
    orgCategory: '3',
  });
  ok(other);
  otherClassId = (other.body.result as Json).id as string;
  tag = unique('班级可见');
  for (const dictName of [`${tag}甲`, unique('其他字典')])
    ok(await s.admin.post(`${baseOf(dictResource)}/add`, { dictName, dictCode: unique('code_') }));
  prefixRule = await addRule(s.admin, DICT_MENU, {
    ruleColumn: 'dictName',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: tag,
  });
  otherRule = await addRule(s.admin, DICT_MENU, {
    ruleColumn: 'createBy',
    ruleConditions: '=',
    ruleValue: 'admin',
  });
  userMenuRule = await addRule(s.admin, USER_MENU, {
    ruleColumn: 'username',
    ruleConditions: '=',
    ruleValue: 'x',
  });
  // The teacher reads dictionaries only through a role of their class.
  ok(
    await s.admin.post('/api/sys/permission/saveDepartPermission', {
      departId: classId,
      permissionIds: MENUS,
    }),
  );
  const role = await s.admin.post('/api/sys/sysDepartRole/add', {
    departId: classId,
    roleName: '字典管理员',
    roleCode: unique('dict_'),
  });
  ok(role);
  roleId = (role.body.result as Json).id as string;
  ok(
    await s.admin.post('/api/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: MENUS,
    }),
  );
  const teacherId = (await userRow(s.t, 'teacher')).id;
  ok(await s.admin.post('/api/sys/sysDepartRole/addUsers', { roleId, userIds: teacherId }));
});

describe('department data rules', () => {
  it('round-trips a department’s rules of a menu it holds and keeps them when its menus are saved again', async () => {
    let res = await s.admin.get(`${DEPART_RULES}/${DICT_MENU}/${classId}`);
    ok(res);
    const result = res.body.result as { datarule: Json[]; drChecked: string };
    expect(result.datarule.map((r) => r.id)).toEqual(expect.arrayContaining([prefixRule, otherRule]));
    expect(result.drChecked).toBe('');

    ok(
      await s.admin.post(DEPART_RULES, {
        permissionId: DICT_MENU,
        departId: classId,
        dataRuleIds: `${prefixRule},${otherRule}`,
      }),
    );
    ok(
      await s.admin.post('/api/sys/permission/saveDepartPermission', {
        departId: classId,
        permissionIds: MENUS,
      }),
    );
    res = await s.admin.get(`${DEPART_RULES}/${DICT_MENU}/${classId}`);
    expect((res.body.result as Json).drChecked).toBe(`${prefixRule},${otherRule}`);
  });

  it('refuses a menu the department does not hold and rules of another menu', async () => {
    const res = await s.admin.get(`${DEPART_RULES}/${USER_MENU}/${classId}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('该部门没有此菜单的权限');
    const wrong = await s.admin.post(DEPART_RULES, {
      permissionId: DICT_MENU,
      departId: classId,
      dataRuleIds: userMenuRule,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('所选数据规则不属于该菜单');
  });

  it('lets a department role pick among its department’s rules, on both paths', async () => {
    ok(
      await s.admin.post(DEPART_RULES, {
        permissionId: DICT_MENU,
        departId: classId,
        dataRuleIds: prefixRule,
      }),
    );
    let res = await s.admin.get(`${ROLE_RULES}/${DICT_MENU}/${classId}/${roleId}`);
    ok(res);
    expect(res.body.result).toEqual({
      datarule: [expect.objectContaining({ id: prefixRule })],
      drChecked: '',
    });

    const notTheDepartments = await s.admin.post(ROLE_RULES, {
      permissionId: DICT_MENU,
      roleId,
      dataRuleIds: otherRule,
    });
    expect(notTheDepartments.status).toBe(400);
    expect(notTheDepartments.body.message).toBe('只能选择该部门在此菜单上已有的数据规则');

    ok(await s.admin.post(ROLE_RULES_ALIAS, { permissionId: DICT_MENU, roleId, dataRuleIds: prefixRule }));
    res = await s.admin.get(`${ROLE_RULES_ALIAS}/${DICT_MENU}/${classId}/${roleId}`);
    expect((res.body.result as Json).drChecked).toBe(prefixRule);
    ok(
      await s.admin.post('/api/sys/sysDepartPermission/saveDeptRolePermission', {
        roleId,
        permissionIds: MENUS,
      }),
    );
    res = await s.admin.get(`${ROLE_RULES}/${DICT_MENU}/${classId}/${roleId}`);
    expect((res.body.result as Json).drChecked).toBe(prefixRule);

    const elsewhere = await s.admin.get(`${ROLE_RULES}/${DICT_MENU}/${otherClassId}/${roleId}`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('该角色不属于此部门');
  });

  it('applies a department role’s rules to its members’ lists; the department dropping a rule lifts it', async () => {
    ok(
      await s.admin.post(DEPART_RULES, {
        permissionId: DICT_MENU,
        departId: classId,
        dataRuleIds: prefixRule,
      }),
    );
    ok(await s.admin.post(ROLE_RULES, { permissionId: DICT_MENU, roleId, dataRuleIds: prefixRule }));
    let seen = await teacherDicts();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((name) => name.startsWith(tag))).toBe(true);

    ok(await s.admin.post(DEPART_RULES, { permissionId: DICT_MENU, departId: classId, dataRuleIds: '' }));
    const res = await s.admin.get(`${ROLE_RULES}/${DICT_MENU}/${classId}/${roleId}`);
    expect(res.body.result).toEqual({ datarule: [], drChecked: '' });
    seen = await teacherDicts();
    expect(seen.some((name) => !name.startsWith(tag))).toBe(true);
  });

  it('refuses another tenant’s administrator and users without the department permission', async () => {
    for (const c of [s.outsider, s.teacher]) {
      const expected = c === s.outsider ? 404 : 403;
      expect((await c.get(`${DEPART_RULES}/${DICT_MENU}/${classId}`)).status).toBe(expected);
      expect(
        (await c.post(DEPART_RULES, { permissionId: DICT_MENU, departId: classId, dataRuleIds: '' })).status,
      ).toBe(expected);
      expect((await c.get(`${ROLE_RULES}/${DICT_MENU}/${classId}/${roleId}`)).status).toBe(expected);
      expect((await c.post(ROLE_RULES, { permissionId: DICT_MENU, roleId, dataRuleIds: '' })).status).toBe(
        expected,
      );
    }
    const res = await s.admin.get(`${DEPART_RULES}/${DICT_MENU}/${classId}`);
    expect((res.body.result as Json).drChecked).toBe('');
  });
});
