import { WORK_STATUSES, WORK_TYPES } from '@ck/shared';

/** The type tabs of the gallery: `other` gathers every type without its own tab. */
export const TYPE_TABS = [
  { label: '全部', value: '' },
  { label: 'Scratch', value: 'scratch' },
  { label: 'Python', value: 'python' },
  { label: 'C++', value: 'cpp' },
  { label: '其他', value: 'other' },
] as const;
export type TypeTab = (typeof TYPE_TABS)[number]['value'];

/**
 * The `workType` a tab asks the server for. "其他" means file works (type 0): the server filters by one
 * type, and the site makes no other kind besides Scratch, Python and C++.
 */
export function tabWorkType(tab: string): number | undefined {
  if (tab === 'scratch') return 2;
  if (tab === 'python') return 4;
  if (tab === 'cpp') return 5;
  if (tab === 'other') return 0;
  return undefined;
}

export function isScratchType(workType: number): boolean {
  return workType === 1 || workType === 2 || workType === 3;
}

export function typeLabel(workType: number): string {
  return (WORK_TYPES as Record<number, string>)[workType] ?? '其他';
}

/** How a work's content is shown on its detail page. */
export type ViewerKind = 'scratch' | 'python' | 'cpp' | 'file';

export function viewerKind(workType: number): ViewerKind {
  if (workType === 2) return 'scratch';
  if (workType === 4) return 'python';
  if (workType === 5) return 'cpp';
  return 'file';
}

/** The editor that opens a work of this type, or null when no editor in the site edits it. */
export function editorLink(workType: number, workId: string): string | null {
  const id = encodeURIComponent(workId);
  if (workType === 2 || workType === 3) return `/scratch3?workId=${id}`;
  if (workType === 4) return `/python?workId=${id}`;
  return null;
}

/** The editor that hands in an extra homework of this code type (C++ is done in the practice area). */
export function homeworkEditorLink(codeType: number, additionalId: string): string | null {
  const id = encodeURIComponent(additionalId);
  if (codeType === 2 || codeType === 3) return `/scratch3?additionalId=${id}`;
  if (codeType === 4) return `/python?additionalId=${id}`;
  return null;
}

export function detailLink(workId: string): string {
  return `/work-detail?id=${encodeURIComponent(workId)}`;
}

/** The absolute address of a work's detail page, for "分享". */
export function shareUrl(workId: string, origin: string = window.location.origin): string {
  return `${origin}${detailLink(workId)}`;
}

/** Tag colour of each work state (antd preset colours). */
const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'orange',
  4: 'magenta',
};

export function statusTag(workStatus: number): { label: string; color: string } {
  return {
    label: (WORK_STATUSES as Record<number, string>)[workStatus] ?? '未知状态',
    color: STATUS_COLORS[workStatus] ?? 'default',
  };
}

/** The score is shown once the work has been graded (state 2 and above keep it). */
export function shownScore(work: { workStatus: number; score: number | null }): number | null {
  return work.workStatus >= 2 && work.score !== null ? work.score : null;
}

/** Background and big label of a card without a cover, by type (text, not emoji: many school PCs lack emoji fonts). */
export function coverFallback(workType: number): { background: string; label: string } {
  if (isScratchType(workType))
    return { background: 'linear-gradient(135deg, #ffab19 0%, #ff8c1a 100%)', label: 'Scratch' };
  if (workType === 4)
    return { background: 'linear-gradient(135deg, #3776ab 0%, #5a9fd4 100%)', label: 'Python' };
  if (workType === 5)
    return { background: 'linear-gradient(135deg, #00599c 0%, #659ad2 100%)', label: 'C++' };
  return { background: 'linear-gradient(135deg, #8c8c8c 0%, #bfbfbf 100%)', label: '文件' };
}

/** Counts shown on cards: 12,345 becomes 1.2万. */
export function compactCount(n: number): string {
  if (n >= 10_000) return `${(n / 10_000).toFixed(n >= 100_000 ? 0 : 1).replace(/\.0$/, '')}万`;
  return String(n);
}

/** The public state a "设为..." button moves a work to, for a work in a given state. */
export function featureActions(workStatus: number): { label: string; status: 2 | 3 | 4 }[] {
  if (workStatus === 4)
    return [
      { label: '取消精选', status: 3 },
      { label: '取消首页展示', status: 2 },
    ];
  if (workStatus === 3)
    return [
      { label: '设为精选', status: 4 },
      { label: '取消首页展示', status: 2 },
    ];
  return [
    { label: '上首页', status: 3 },
    { label: '设为精选', status: 4 },
  ];
}

/** The login page that comes back here afterwards. */
export function loginBack(pathWithSearch: string): string {
  return `/user/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
