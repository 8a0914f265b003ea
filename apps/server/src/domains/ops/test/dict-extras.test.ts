import { expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';

const s = signedInSuite({ admin: 'admin' });

const texts = async (c: Client, code: string) =>
  ((await c.get(`/api/sys/dict/getDictItems/${code}`)).body.result as { text: string }[]).map((i) => i.text);

it('deletes a dictionary item by its text', async () => {
  expect(await texts(s.admin, 'difficulty')).toContain('困难');
  const res = await s.admin.del(
    `/api/sys/dict/deleteItemByText?dictCode=difficulty&text=${encodeURIComponent('困难')}`,
  );
  expect(res.status, res.body.message).toBe(200);
  expect(await texts(s.admin, 'difficulty')).toEqual(['简单', '中等']);
  const again = await s.admin.del(
    `/api/sys/dict/deleteItemByText?dictCode=difficulty&text=${encodeURIComponent('困难')}`,
  );
  expect(again.status).toBe(404);
  expect(again.body.message).toBe('字典项不存在：困难');
});

it('refuses bad input and callers without the permission, changing nothing', async () => {
  const missing = await s.admin.del('/api/sys/dict/deleteItemByText?dictCode=sex');
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe('请提供字典项名称');
  const injected = await s.admin.del(
    `/api/sys/dict/deleteItemByText?dictCode=${encodeURIComponent("sex' or 1=1--")}&text=x`,
  );
  expect(injected.status).toBe(400);
  expect(injected.body.message).toBe('字典编码不合法');
  expect((await s.admin.del('/api/sys/dict/deleteItemByText?dictCode=nope&text=x')).body.message).toBe(
    '字典不存在：nope',
  );

  for (const user of ['student1', 'teacher']) {
    const c = clientOf(s.t, await s.t.login(user));
    const res = await c.del(`/api/sys/dict/deleteItemByText?dictCode=sex&text=${encodeURIComponent('男')}`);
    expect(res.status).toBe(403);
  }
  const outsider = clientOf(s.t, await s.t.login('other_admin'));
  expect(
    (await outsider.del(`/api/sys/dict/deleteItemByText?dictCode=sex&text=${encodeURIComponent('男')}`))
      .status,
  ).toBe(404);
  expect(await texts(s.admin, 'sex')).toEqual(['男', '女']);
});

it('answers the cache refresh call', async () => {
  const res = await s.admin.get('/api/sys/dict/refleshCache');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
});

it('serves the dictionaries the JeecgBoot-family client reads by code', async () => {
  const codes = [
    'msgType',
    'file_type',
    'file_location',
    'additional_work_status',
    'order_status',
    'pay_method',
    'position_rank',
    'quartz_status',
    'operate_type',
    'msgSendStatus',
    'global_perms_type',
    'rule_conditions',
  ];
  for (const code of codes) expect((await texts(s.admin, code)).length, code).toBeGreaterThan(1);
  expect(await texts(s.admin, 'operate_type')).toEqual(['查询', '添加', '更新', '删除', '导入', '导出']);
});
