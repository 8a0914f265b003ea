import { remixWork, SCRATCH3_TYPE, submitWork, uploadWorkFile } from './api.ts';
import type { FrameEditor } from './frame/frame-api.ts';
import type { EditorContext } from './open-plan.ts';

export interface SaveTarget {
  title: string;
  workId?: string | null;
  remixOf?: string | null;
  context: EditorContext;
}

/** The file name an .sb3 download or upload gets (characters Windows refuses are replaced). */
export const sb3Name = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, '_').trim() || '作品'}.sb3`;

/**
 * Saves the project into my works: the .sb3 and a stage picture are uploaded, then the work is
 * submitted (a new version when it exists; a remix copy first for someone else's work). `handIn`
 * submits it as homework (state 1). Answers the work id.
 */
export async function saveProject(editor: FrameEditor, target: SaveTarget, handIn: boolean): Promise<string> {
  const sb3 = await editor.saveSb3();
  const workFile = await uploadWorkFile(sb3, 'file', sb3Name(target.title));
  const cover = await editor.snapshot();
  const workCover = cover ? await uploadWorkFile(cover, 'cover', 'cover.png') : null;
  let id = target.workId ?? null;
  if (!id && target.remixOf) id = await remixWork(target.remixOf);
  const { scene, courseId, unitId, additionalId } = target.context;
  return submitWork({
    id,
    workName: target.title,
    workType: SCRATCH3_TYPE,
    workFile,
    workCover,
    workScene: scene,
    courseId: scene === 'course' ? courseId : null,
    unitId: scene === 'course' ? unitId : null,
    additionalId: scene === 'additional' ? additionalId : null,
    workStatus: handIn ? 1 : 0,
  });
}
