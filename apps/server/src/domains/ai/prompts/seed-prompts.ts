import { count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingAiPrompt } from '../resources.ts';
import { DEFAULT_PROMPTS } from './default-prompts.ts';

/**
 * The default business prompts (base seed, safe on every start): written only while the tenant has
 * no prompt rows at all, deleted ones included, so prompts an administrator changed or removed are
 * never brought back. The default tenant's rows
 * have fixed ids, so two nodes starting at once insert the set only once.
 */
export async function seedAiPrompts(db: Db, tenantId = DEFAULT_TENANT_ID): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(teachingAiPrompt)
    .where(eq(teachingAiPrompt.tenantId, tenantId));
  if (n > 0) return 0;
  const inserted = await db
    .insert(teachingAiPrompt)
    .values(
      DEFAULT_PROMPTS.map((p) => ({
        id: tenantId === DEFAULT_TENANT_ID ? `ai-prompt-${p.scene}` : uuidv7(),
        tenantId,
        promptName: p.promptName,
        scene: p.scene,
        systemPrompt: p.systemPrompt,
        guideQuestions: p.guideQuestions.join('\n'),
        enabled: true,
        sortNo: p.sortNo,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: teachingAiPrompt.id });
  return inserted.length;
}
