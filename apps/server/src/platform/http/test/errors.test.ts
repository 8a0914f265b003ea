import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sys/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });

  it('answers malformed JSON with a Chinese 400 and no parser internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求格式不正确');
  });

  it('never leaks SQL or stack traces on an internal error', async () => {
    t.app.log.level = 'silent';
    const token = await t.login('admin');
    const original = t.ctx.dicts.items.bind(t.ctx.dicts);
    t.ctx.dicts.items = async () => {
      throw new Error('relation "sys_dict_item" does not exist at Parser.parse');
    };
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/sys/dict/getDictItems/sex',
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('系统繁忙，请稍后再试');
      expect(res.body).not.toMatch(/relation|Parser|sys_dict/);
    } finally {
      t.ctx.dicts.items = original;
    }
  });
});
