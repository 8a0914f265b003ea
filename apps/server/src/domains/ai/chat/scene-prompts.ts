import { AI_SCENE_VALUES, AI_SCENES, type AiScene } from '@ck/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingAiPrompt as p } from '../resources.ts';

/** The business prompt a scene answers with: the first enabled one by sortNo. */
export interface ScenePrompt {
  scene: AiScene;
  name: string;
  systemPrompt: string;
  guideQuestions: string[];
}

const isScene = (value: unknown): value is AiScene => AI_SCENE_VALUES.includes(value as AiScene);
const sceneLabel = (scene: AiScene) => AI_SCENES.find((s) => s.value === scene)?.label ?? scene;

/** The tenant's live, enabled prompts of every known scene, the first of each scene by sortNo. */
export async function enabledScenePrompts(db: Db, tenantId: string, scene?: AiScene): Promise<ScenePrompt[]> {
  const rows = await db
    .select({ scene: p.scene, systemPrompt: p.systemPrompt, guideQuestions: p.guideQuestions })
    .from(p)
    .where(and(liveScope(p, tenantId), eq(p.enabled, true), scene ? eq(p.scene, scene) : undefined))
    .orderBy(asc(p.sortNo), asc(p.createTime), asc(p.id));
  const first = new Map<AiScene, ScenePrompt>();
  for (const row of rows) {
    if (!isScene(row.scene) || first.has(row.scene)) continue;
    first.set(row.scene, {
      scene: row.scene,
      name: sceneLabel(row.scene),
      systemPrompt: String(row.systemPrompt ?? ''),
      guideQuestions: String(row.guideQuestions ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
  }
  // In the order the scenes are declared, so the panel's tabs do not move around.
  return AI_SCENE_VALUES.flatMap((s) => first.get(s) ?? []);
}
