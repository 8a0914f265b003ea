import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';

const s = testAppSuite();

describe('error answers', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/sys/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });

  it('answers malformed JSON with a Chinese 400 and no parser internals', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求格式不正确');
  });

  it('never leaks SQL or stack traces on an internal error', async () => {
    s.t.app.log.level = 'silent';
    const token = await s.t.login('admin');
    const original = s.t.ctx.dicts.items.bind(s.t.ctx.dicts);
    s.t.ctx.dicts.items = async () => {
      throw new Error('relation "sys_dict_item" does not exist at Parser.parse');
    };
    try {
      const res = await s.t.app.inject({
        method: 'GET',
        url: '/api/sys/dict/getDictItems/sex',
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('系统繁忙，请稍后再试');
      expect(res.body).not.toMatch(/relation|Parser|sys_dict/);
    } finally {
      s.t.ctx.dicts.items = original;
    }
  });
});
