import { CHECK_VALUE_MAX, checkRuleResource } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { type Client, type Json, unique } from '../../../../test/helpers/admin-clients.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import { MAX_VALUE_LENGTH } from '../../../platform/http/safe-pattern.ts';
import { parseRuleJson, runRule } from '../check-rules/check-rule-items.ts';

const s = signedInSuite(SEEDED_USERS);

const BASE = '/api/sys/checkRule';
const rules = (...items: Json[]) => JSON.stringify(items);
const studentNo = rules(
  { digits: 2, pattern: '[A-Z]{2}', message: '前两位必须是大写字母' },
  { digits: '*', pattern: '\\d{4}', message: '后面必须是四位数字' },
);

async function addRule(body: Json = {}) {
  const res = await s.admin.post(`${BASE}/add`, {
    ruleName: '学号规则',
    ruleCode: unique('no_'),
    ruleJson: studentNo,
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

const check = (c: Client, ruleCode: string, value: string) =>
  c.get(`${BASE}/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`);

const total = async (params = '') =>
  ((await s.admin.get(`${BASE}/list?${params}`)).body.result as Json).total;

describe('code check rules: CRUD', () => {
  it('adds, finds, reads, edits and deletes a rule', async () => {
    const rule = await addRule({
      ruleName: '班级学号',
      ruleCode: 'class_no',
      ruleJson: rules({ digits: '3', pattern: '[A-Z]+', message: '前三位必须是大写字母' }),
      ruleDescription: '三个大写字母',
    });
    // Digits typed as text are stored as numbers, in a canonical JSON text.
    expect(JSON.parse(String(rule.ruleJson))).toEqual([
      { digits: 3, pattern: '[A-Z]+', message: '前三位必须是大写字母' },
    ]);

    const byName = await s.admin.get(`${BASE}/list?ruleName=*班级*`);
    expect(byName.status).toBe(200);
    expect((byName.body.result as { records: Json[] }).records.map((r) => r.ruleCode)).toEqual(['class_no']);
    const byCode = await s.admin.get(`${BASE}/list?ruleCode=class_no`);
    expect((byCode.body.result as { total: number }).total).toBe(1);
    expect(await total('ruleCode=*nothing_like_this*')).toBe(0);

    const read = await s.admin.get(`${BASE}/queryById?id=${rule.id}`);
    expect(read.body.result).toMatchObject({ ruleCode: 'class_no', ruleDescription: '三个大写字母' });

    const edit = await s.admin.put(`${BASE}/edit`, {
      id: rule.id,
      ruleName: '班级编号',
      ruleDescription: '',
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect(edit.body.result).toMatchObject({
      ruleName: '班级编号',
      ruleCode: 'class_no',
      ruleDescription: null,
    });

    expect((await s.admin.del(`${BASE}/delete?id=${rule.id}`)).status).toBe(200);
    expect((await s.admin.get(`${BASE}/queryById?id=${rule.id}`)).status).toBe(404);
    expect((await check(s.teacher, 'class_no', 'ABC')).status).toBe(404);
  });

  it('deletes several rules at once, all or none', async () => {
    const a = await addRule();
    const b = await addRule();
    const partly = await s.admin.del(`${BASE}/deleteBatch?ids=${a.id},no-such-id`);
    expect(partly.status).toBe(404);
    expect((await s.admin.get(`${BASE}/queryById?id=${a.id}`)).status).toBe(200);
    const both = await s.admin.del(`${BASE}/deleteBatch?ids=${a.id},${b.id}`);
    expect(both.status, both.body.message).toBe(200);
    expect((await s.admin.get(`${BASE}/queryById?id=${a.id}`)).status).toBe(404);
    expect((await s.admin.get(`${BASE}/queryById?id=${b.id}`)).status).toBe(404);
  });

  it('refuses a duplicate rule code, and frees it once the rule is deleted', async () => {
    const rule = await addRule({ ruleCode: 'dup_code' });
    const dup = await s.admin.post(`${BASE}/add`, {
      ruleName: '另一个',
      ruleCode: 'dup_code',
      ruleJson: studentNo,
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false, message: '规则编码已存在：dup_code' });
    const other = await addRule();
    const rename = await s.admin.put(`${BASE}/edit`, { id: other.id, ruleCode: 'dup_code' });
    expect(rename.status).toBe(409);
    await s.admin.del(`${BASE}/delete?id=${rule.id}`);
    expect((await s.admin.put(`${BASE}/edit`, { id: other.id, ruleCode: 'dup_code' })).status).toBe(200);
  });

  it('keeps every tenant to its own rules', async () => {
    const rule = await addRule({ ruleCode: 'tenant_rule' });
    expect((await s.outsider.get(`${BASE}/queryById?id=${rule.id}`)).status).toBe(404);
    expect((await s.outsider.put(`${BASE}/edit`, { id: rule.id, ruleName: 'x' })).status).toBe(404);
    expect((await s.outsider.del(`${BASE}/delete?id=${rule.id}`)).status).toBe(404);
    expect((await check(s.outsider, 'tenant_rule', 'AB1234')).status).toBe(404);
    // The same code is free in another tenant.
    const own = await s.outsider.post(`${BASE}/add`, {
      ruleName: '别家',
      ruleCode: 'tenant_rule',
      ruleJson: studentNo,
    });
    expect(own.status, own.body.message).toBe(200);
  });
});

describe('code check rules: validation', () => {
  const refused: [string, unknown, RegExp][] = [
    ['not JSON', '[{', /JSON 数组/],
    ['not an array', JSON.stringify({ digits: 1 }), /JSON 数组/],
    ['no rules', '[]', /至少需要一条规则/],
    ['digits zero', rules({ digits: 0, pattern: 'a', message: 'm' }), /第 1 条规则：位数只能是/],
    ['digits text', rules({ digits: 'abc', pattern: 'a', message: 'm' }), /位数只能是/],
    ['no message', rules({ digits: '*', pattern: 'a' }), /请输入提示信息/],
    ['empty pattern', rules({ digits: '*', pattern: '', message: 'm' }), /正则表达式不能为空/],
    [
      'pattern that does not compile',
      rules({ digits: 1, pattern: 'a', message: 'm' }, { digits: '*', pattern: '[a-', message: 'm' }),
      /第 2 条规则：正则表达式格式不正确/,
    ],
    ['nested quantifier', rules({ digits: '*', pattern: '(a+)+$', message: 'm' }), /嵌套/],
    ['alternation under a quantifier', rules({ digits: '*', pattern: '(a|aa)*', message: 'm' }), /嵌套/],
    ['back-reference', rules({ digits: '*', pattern: '(\\w)\\1', message: 'm' }), /反向引用/],
    ['look-ahead', rules({ digits: '*', pattern: '(?=\\d)\\w+', message: 'm' }), /前瞻或后顾/],
    ['negative look-behind', rules({ digits: '*', pattern: '(?<!a)b', message: 'm' }), /前瞻或后顾/],
    ['too long a pattern', rules({ digits: '*', pattern: 'a'.repeat(201), message: 'm' }), /200/],
    ['not text', [{ digits: '*', pattern: 'a', message: 'm' }], /规则必须是文本/],
  ];

  it.each(refused)('refuses %s with a Chinese 400 and stores nothing', async (_name, ruleJson, message) => {
    const before = await total();
    const res = await s.admin.post(`${BASE}/add`, { ruleName: '坏规则', ruleCode: unique('bad_'), ruleJson });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.message).toMatch(message);
    expect(await total()).toBe(before);
  });

  it('refuses an unsafe pattern on edit and keeps the stored rule', async () => {
    const rule = await addRule();
    const res = await s.admin.put(`${BASE}/edit`, {
      id: rule.id,
      ruleName: '改了名字',
      ruleJson: rules({ digits: '*', pattern: '([a-z]+)*', message: 'm' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/嵌套/);
    const stored = (await s.admin.get(`${BASE}/queryById?id=${rule.id}`)).body.result as Json;
    expect(stored).toMatchObject({ ruleName: '学号规则', ruleJson: JSON.stringify(JSON.parse(studentNo)) });
  });

  it('refuses bad names, codes and unknown fields', async () => {
    const noName = await s.admin.post(`${BASE}/add`, { ruleCode: unique('x'), ruleJson: studentNo });
    expect(noName.body.message).toBe('请输入规则名称');
    const badCode = await s.admin.post(`${BASE}/add`, {
      ruleName: 'x',
      ruleCode: '1abc',
      ruleJson: studentNo,
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('规则编码只能包含字母、数字和下划线，且以字母开头');
    const extra = await s.admin.post(`${BASE}/add`, {
      ruleName: 'x',
      ruleCode: unique('x'),
      ruleJson: studentNo,
      tenantId: 'someone-else',
    });
    expect(extra.status).toBe(400);
  });

  it('vets every row of an Excel import and writes none when one is unsafe', async () => {
    const before = await total();
    const header = ['规则名称', '规则编码', '规则'];
    const good = [unique('导入'), unique('imp_'), studentNo];
    const unsafe = [unique('导入'), unique('imp_'), rules({ digits: '*', pattern: '(\\d+)+', message: 'm' })];
    const token = await s.t.login('admin');
    const refusedRes = await uploadXlsx(
      s.t,
      `${BASE}/importExcel`,
      token,
      await xlsxOf(header, [good, unsafe]),
    );
    expect(refusedRes.status).toBe(400);
    expect(refusedRes.body.result.errors).toEqual([{ row: 3, message: expect.stringMatching(/嵌套/) }]);
    expect(await total()).toBe(before);
    const okRes = await uploadXlsx(s.t, `${BASE}/importExcel`, token, await xlsxOf(header, [good]));
    expect(okRes.status, okRes.body.message).toBe(200);
    expect((await check(s.teacher, String(good[1]), 'AB1234')).body.success).toBe(true);
  });

  it('parses and runs rules segment by segment', () => {
    const parsed = parseRuleJson(studentNo);
    if ('problem' in parsed) throw new Error(parsed.problem);
    expect(runRule(parsed.items, 'AB1234')).toBeNull();
    expect(runRule(parsed.items, 'Ab1234')).toBe('前两位必须是大写字母');
    expect(runRule(parsed.items, 'AB123')).toBe('后面必须是四位数字');
    expect(runRule(parsed.items, 'AB12345')).toBe('后面必须是四位数字');
  });

  it('runs patterns in linear time: many adjacent quantifiers cannot block the process', () => {
    const items = [{ digits: '*' as const, pattern: '\\d*'.repeat(10), message: '只能是数字' }];
    const parsed = parseRuleJson(JSON.stringify(items));
    if ('problem' in parsed) throw new Error(parsed.problem);
    const t0 = performance.now();
    expect(runRule(parsed.items, `${'1'.repeat(30)}a`)).toBe('只能是数字');
    expect(runRule(parsed.items, '9'.repeat(MAX_VALUE_LENGTH))).toBeNull();
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('keeps the JavaScript meaning of anchors, classes and escapes', () => {
    const run = (pattern: string, value: string) => {
      const parsed = parseRuleJson(JSON.stringify([{ digits: '*', pattern, message: '不符' }]));
      if ('problem' in parsed) throw new Error(parsed.problem);
      return runRule(parsed.items, value) === null;
    };
    expect(run('[\\u4e00-\\u9fa5]{2,4}', '张小明')).toBe(true);
    expect(run('[\\u4e00-\\u9fa5]{2,4}', 'Tom')).toBe(false);
    expect(run('^\\d{3}-\\w+$', '010-abc_1')).toBe(true);
    expect(run('a|b', 'ab')).toBe(false);
    expect(run('a/b\\.c', 'a/b.c')).toBe(true);
    expect(run('(?<area>\\d{3})[^\\s]*', '021x')).toBe(true);
    expect(run('[A-Z]{2}', 'A\n')).toBe(false);
  });

  it('caps checked values at the safe-pattern limit, in the shared query schema too', () => {
    expect(CHECK_VALUE_MAX).toBe(MAX_VALUE_LENGTH);
  });
});

describe('code check rules: access and use', () => {
  it('refuses students and teachers every management route', async () => {
    const rule = await addRule();
    for (const who of [s.student, s.teacher]) {
      expect((await who.get(`${BASE}/list`)).status).toBe(403);
      expect((await who.get(`${BASE}/queryById?id=${rule.id}`)).status).toBe(403);
      expect(
        (await who.post(`${BASE}/add`, { ruleName: 'x', ruleCode: unique('x'), ruleJson: studentNo })).status,
      ).toBe(403);
      expect((await who.put(`${BASE}/edit`, { id: rule.id, ruleName: 'x' })).status).toBe(403);
      expect((await who.del(`${BASE}/delete?id=${rule.id}`)).status).toBe(403);
      expect((await who.del(`${BASE}/deleteBatch?ids=${rule.id}`)).status).toBe(403);
    }
    expect((await s.admin.get(`${BASE}/queryById?id=${rule.id}`)).body.result).toMatchObject({
      ruleName: '学号规则',
    });
    // Checking a value stays open to every signed-in user.
    expect((await check(s.student, String(rule.ruleCode), 'AB1234')).body.success).toBe(true);
  });

  it('checkByCode runs the rule as last edited', async () => {
    const rule = await addRule({ ruleCode: 'edited_rule' });
    expect((await check(s.teacher, 'edited_rule', 'AB1234')).body).toMatchObject({
      success: true,
      message: '校验通过',
    });
    const edit = await s.admin.put(`${BASE}/edit`, {
      id: rule.id,
      ruleJson: rules({ digits: '*', pattern: '[a-z]{2}\\d{2}', message: '应为两个小写字母加两位数字' }),
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect((await check(s.teacher, 'edited_rule', 'AB1234')).body).toMatchObject({
      success: false,
      message: '应为两个小写字母加两位数字',
    });
    expect((await check(s.teacher, 'edited_rule', 'ab12')).body.success).toBe(true);
    expect((await check(s.teacher, 'no_such_rule', 'ab12')).status).toBe(404);
  });

  it('gives admins the 编码校验规则 menu with its buttons', async () => {
    const res = await s.admin.get('/api/sys/permission/getUserPermissionByToken');
    const { menu, auth } = res.body.result as { menu: Json[]; auth: { action: string }[] };
    const found: Json[] = [];
    const walk = (nodes: Json[]) => {
      for (const n of nodes) {
        if (n.path === '/isystem/checkRule') found.push(n);
        walk((n.children as Json[]) ?? []);
      }
    };
    walk(menu);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ component: 'system/CheckRuleList', meta: { title: '编码校验规则' } });
    const perms = ((found[0].meta as Json).permissionList as { action: string }[]).map((p) => p.action);
    const codes = ['list', 'add', 'edit', 'delete'].map((a) => `${checkRuleResource.permPrefix}:${a}`);
    expect(perms).toEqual(expect.arrayContaining(codes));
    expect(auth.map((a) => a.action)).toEqual(expect.arrayContaining(codes));
    const forStudent = await s.student.get('/api/sys/permission/getUserPermissionByToken');
    expect(JSON.stringify(forStudent.body.result)).not.toContain('/isystem/checkRule');
  });
});
