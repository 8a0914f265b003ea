import type { WorkRow } from '@ck/shared';
import type { SysConfig } from '../../../api/types.ts';
import { fetchUnitWorkInfo } from '../../teaching/learning/api.ts';
import { displayName, unitFileUrl } from '../../teaching/learning/components/unit-files.ts';
import { fetchMyAdditionalWork, fetchMyHomeworkWork, fetchWork } from './api.ts';

/** Where a save goes: free creation, or a unit's / an extra homework's assignment. */
export interface EditorContext {
  scene: 'create' | 'course' | 'additional';
  courseId?: string | null;
  unitId?: string | null;
  additionalId?: string | null;
}

/** What the editor opens and how it saves. */
export interface OpenPlan {
  title: string;
  /** The project to load; none means Scratch's default project. */
  fileUrl?: string | null;
  /** My work that "保存" adds a version to. */
  workId?: string | null;
  /** Someone else's public work: the first save makes my copy of it (remix). */
  remixOf?: string | null;
  context: EditorContext;
}

export const DEFAULT_TITLE = '我的 Scratch 作品';

/** A file's name without folders, storage prefix and `.sb3`, as a work title. */
export function titleFromPath(path: string): string {
  return (
    displayName(path)
      .replace(/\.sb3$/i, '')
      .trim() || DEFAULT_TITLE
  );
}

function contextOf(work: WorkRow): EditorContext {
  if (work.workScene === 'course' && work.unitId)
    return { scene: 'course', courseId: work.courseId, unitId: work.unitId };
  if (work.workScene === 'additional' && work.additionalId)
    return { scene: 'additional', additionalId: work.additionalId };
  return { scene: 'create' };
}

/** Reads `?workId=|unitId=|additionalId=|src=` and finds what to open. */
export async function planOpening(
  params: URLSearchParams,
  myId: string | undefined,
  config: SysConfig | undefined,
): Promise<OpenPlan> {
  const workId = params.get('workId');
  const unitId = params.get('unitId');
  const additionalId = params.get('additionalId');
  const src = params.get('src');
  if (workId) {
    const work = await fetchWork(workId);
    const mine = !!myId && work.userId === myId;
    return {
      title: work.workName,
      fileUrl: work.workFile_url,
      workId: mine ? work.id : null,
      remixOf: mine ? null : work.id,
      context: mine ? contextOf(work) : { scene: 'create' },
    };
  }
  if (unitId) {
    const [unit, mine] = await Promise.all([fetchUnitWorkInfo(unitId), fetchMyHomeworkWork({ unitId })]);
    const context: EditorContext = { scene: 'course', courseId: unit.courseId, unitId };
    if (mine) return { title: mine.workName, fileUrl: mine.workFile_url, workId: mine.id, context };
    return { title: unit.unitName, fileUrl: unitFileUrl(unit.courseWork, config), context };
  }
  if (additionalId) {
    const [homework, mine] = await Promise.all([
      fetchMyAdditionalWork(additionalId),
      fetchMyHomeworkWork({ additionalId }),
    ]);
    if (!homework) throw new Error('找不到这项额外作业，或它没有布置给你的班级');
    const context: EditorContext = { scene: 'additional', additionalId };
    if (mine) return { title: mine.workName, fileUrl: mine.workFile_url, workId: mine.id, context };
    const starter = homework.workUrl_url ?? unitFileUrl(homework.workUrl, config);
    return { title: homework.workName, fileUrl: starter, context };
  }
  if (src) {
    const url = unitFileUrl(src, config);
    if (!url) throw new Error('作品文件地址不正确');
    return { title: titleFromPath(src), fileUrl: url, context: { scene: 'create' } };
  }
  return { title: DEFAULT_TITLE, context: { scene: 'create' } };
}
