import { AI_SCENE_VALUES, addSchema, aiPromptResource } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { DEFAULT_PROMPTS } from '../prompts/default-prompts.ts';
import { seedAiPrompts } from '../prompts/seed-prompts.ts';
import { teachingAiPrompt } from '../resources.ts';

const s = testAppSuite();

const promptsOf = (tenantId: string) =>
  s.t.db.select().from(teachingAiPrompt).where(eq(teachingAiPrompt.tenantId, tenantId));

describe('default business prompts', () => {
  it('are each a valid prompt of the resource, one per scene, with 3-4 guide questions', () => {
    expect(DEFAULT_PROMPTS.map((p) => p.scene).sort()).toEqual([...AI_SCENE_VALUES].sort());
    const schema = addSchema(aiPromptResource);
    for (const p of DEFAULT_PROMPTS) {
      expect(p.guideQuestions.length).toBeGreaterThanOrEqual(3);
      expect(p.guideQuestions.length).toBeLessThanOrEqual(4);
      const parsed = schema.safeParse({ ...p, guideQuestions: p.guideQuestions.join('\n'), enabled: true });
      expect(parsed.success, `${p.scene}: ${parsed.error?.message}`).toBe(true);
    }
    // The bug-finding scene must not hand out whole solutions.
    expect(DEFAULT_PROMPTS.find((p) => p.scene === 'debug')?.systemPrompt).toContain(
      '不要给出完整的正确代码',
    );
  });

  it('are on a fresh database: five enabled prompts, one per scene, listed by the resource', async () => {
    const rows = await promptsOf(DEFAULT_TENANT_ID);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.scene).sort()).toEqual([...AI_SCENE_VALUES].sort());
    expect(rows.every((r) => r.enabled === true && r.delFlag === 0)).toBe(true);
    const admin = clientOf(s.t, await s.t.login('admin'));
    const page = await admin.list(aiPromptResource, { enabled: 'true' });
    expect(page.total).toBe(5);
    expect(page.records.map((r) => r.promptName)).toEqual(DEFAULT_PROMPTS.map((p) => p.promptName));
    const debug = await admin.get(`/api/teaching/teachingAiPrompt/queryById?id=ai-prompt-debug`);
    expect(debug.status).toBe(200);
    expect(String((debug.body.result as { guideQuestions: string }).guideQuestions).split('\n')).toEqual(
      DEFAULT_PROMPTS.find((p) => p.scene === 'debug')?.guideQuestions,
    );
  });

  it('adds nothing when seeded again, and never brings back prompts an administrator removed', async () => {
    expect(await seedAiPrompts(s.t.db)).toBe(0);
    expect(await promptsOf(DEFAULT_TENANT_ID)).toHaveLength(5);
    await s.t.db
      .update(teachingAiPrompt)
      .set({ delFlag: 1 })
      .where(and(eq(teachingAiPrompt.tenantId, DEFAULT_TENANT_ID)));
    expect(await seedAiPrompts(s.t.db)).toBe(0);
    const rows = await promptsOf(DEFAULT_TENANT_ID);
    expect(rows.filter((r) => r.delFlag === 0)).toHaveLength(0);
  });

  it('seeds a tenant that has none, once', async () => {
    expect(await promptsOf(OTHER_TENANT_ID)).toHaveLength(0);
    expect(await seedAiPrompts(s.t.db, OTHER_TENANT_ID)).toBe(5);
    expect(await seedAiPrompts(s.t.db, OTHER_TENANT_ID)).toBe(0);
    expect(await promptsOf(OTHER_TENANT_ID)).toHaveLength(5);
  });
});
