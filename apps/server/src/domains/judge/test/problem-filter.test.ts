import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import type { Client } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  ({ t, admin } = await appSignedIn({ admin: 'admin' }));
  await admin.post('/api/judge/problem/add', { title: '公开题', visible: 1 });
  await admin.post('/api/judge/problem/add', { title: '隐藏题', visible: 0 });
});
afterAll(() => t.close());

describe('back office problem list', () => {
  it('filters by visibility', async () => {
    const titles = async (q: string) =>
      (
        (await admin.get(`/api/judge/problem/list${q}`)).body.result as { records: { title: string }[] }
      ).records
        .map((r) => r.title)
        .sort();
    expect(await titles('?visible=1')).toEqual(['公开题']);
    expect(await titles('?visible=0')).toEqual(['隐藏题']);
    expect(await titles('')).toEqual(['公开题', '隐藏题']);
  });

  it('refuses a visibility other than 0 or 1', async () => {
    const res = await admin.get('/api/judge/problem/list?visible=2');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('是否公开只能是 0 或 1');
  });
});
