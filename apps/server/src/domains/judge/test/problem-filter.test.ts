import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';

const s = signedInSuite({ admin: 'admin' });

beforeAll(async () => {
  await s.admin.post('/api/judge/problem/add', { title: '公开题', visible: 1 });
  await s.admin.post('/api/judge/problem/add', { title: '隐藏题', visible: 0 });
});

describe('back office problem list', () => {
  it('filters by visibility', async () => {
    const titles = async (q: string) =>
      (
        (await s.admin.get(`/api/judge/problem/list${q}`)).body.result as { records: { title: string }[] }
      ).records
        .map((r) => r.title)
        .sort();
    expect(await titles('?visible=1')).toEqual(['公开题']);
    expect(await titles('?visible=0')).toEqual(['隐藏题']);
    expect(await titles('')).toEqual(['公开题', '隐藏题']);
  });

  it('refuses a visibility other than 0 or 1', async () => {
    const res = await s.admin.get('/api/judge/problem/list?visible=2');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('是否公开只能是 0 或 1');
  });
});
