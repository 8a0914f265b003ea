import { aiPromptResource } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingAiPrompt } from '../resources.ts';

const BASE = '/api/teaching/teachingAiPrompt';

const s = signedInSuite({ admin: 'admin', teacher: 'teacher' });

const prompt = (over: Json = {}): Json => ({
  promptName: '考前复习',
  scene: 'general',
  systemPrompt: '你是码狗，帮助学生复习。',
  guideQuestions: '复习什么？',
  enabled: true,
  sortNo: 60,
  ...over,
});

const rowCount = async () =>
  (await s.t.db.select().from(teachingAiPrompt).where(eq(teachingAiPrompt.tenantId, DEFAULT_TENANT_ID)))
    .length;

describe('business prompts through the resource API', () => {
  it('stores guide questions one per line, blank lines and spaces dropped', async () => {
    const res = await s.admin.post(
      `${BASE}/add`,
      prompt({ guideQuestions: '  第一问 \r\n\n第二问\n   \n第三问  ' }),
    );
    expect(res.status, res.body.message).toBe(200);
    const id = (res.body.result as Json).id as string;
    const [row] = await s.t.db.select().from(teachingAiPrompt).where(eq(teachingAiPrompt.id, id));
    expect(row.guideQuestions).toBe('第一问\n第二问\n第三问');
  });

  it.each([
    [
      'too many guide questions',
      { guideQuestions: Array.from({ length: 9 }, (_, i) => `问题${i}`).join('\n') },
      '引导问题最多 8 个',
    ],
    [
      'a guide question too long',
      { guideQuestions: `短问题\n${'长'.repeat(101)}` },
      '每个引导问题不能超过 100 个字符',
    ],
    ['a blank system prompt', { systemPrompt: '   ' }, '系统提示词'],
    ['an unknown scene', { scene: 'homework' }, '场景'],
  ])('refuses %s with 400 and saves nothing', async (_name, over, text) => {
    const before = await rowCount();
    const res = await s.admin.post(`${BASE}/add`, prompt(over));
    expect(res.status, res.body.message).toBe(400);
    expect(res.body.message).toContain(text);
    expect(await rowCount()).toBe(before);
  });

  it('checks an edit the same way', async () => {
    const page = await s.admin.list(aiPromptResource, { scene: 'debug' });
    const debug = page.records[0];
    const res = await s.admin.put(`${BASE}/edit`, {
      ...debug,
      guideQuestions: Array(9).fill('问').join('\n'),
    });
    expect(res.status).toBe(400);
    const [row] = await s.t.db
      .select()
      .from(teachingAiPrompt)
      .where(eq(teachingAiPrompt.id, debug.id as string));
    expect(row.guideQuestions).toBe(debug.guideQuestions);
  });

  it('is for administrators: a teacher may not change prompts', async () => {
    const before = await rowCount();
    expect((await s.teacher.post(`${BASE}/add`, prompt())).status).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});
