import dayjs, { type Dayjs } from 'dayjs';
import type { AdditionalWork, AdditionalWorkBody, MyAdditionalWork } from './api.ts';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The add / edit form of extra homework. */
export interface AdditionalWorkForm {
  workName: string;
  workDesc?: string | null;
  codeType: number;
  workCover?: string | null;
  workUrl?: string | null;
  workDocumentUrl?: string | null;
  classes: string[];
  window?: [Dayjs | null, Dayjs | null] | null;
  problemId?: string | null;
}

export const newAdditionalWorkForm = (): Partial<AdditionalWorkForm> => ({
  codeType: 2,
  classes: [],
  window: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
});

export function additionalWorkToForm(row: AdditionalWork): AdditionalWorkForm {
  return {
    workName: row.workName,
    workDesc: row.workDesc,
    codeType: row.codeType,
    workCover: row.workCover,
    workUrl: row.workUrl,
    workDocumentUrl: row.workDocumentUrl,
    classes: splitIds(row.workDept),
    window: [row.startTime ? dayjs(row.startTime) : null, row.endTime ? dayjs(row.endTime) : null],
    problemId: row.problemId,
  };
}

/** Only Python and C++ homework can be judged against a problem's tests. */
export const judgeable = (codeType: number | null | undefined) => codeType === 4 || codeType === 5;

export function additionalWorkBody(values: AdditionalWorkForm): AdditionalWorkBody {
  const [start, end] = values.window ?? [null, null];
  return {
    workName: values.workName.trim(),
    workDesc: values.workDesc?.trim() || null,
    codeType: values.codeType,
    workCover: values.workCover || null,
    workUrl: values.workUrl || null,
    workDocumentUrl: values.workDocumentUrl || null,
    workDept: values.classes.join(','),
    startTime: start ? start.format(TIME) : null,
    endTime: end ? end.format(TIME) : null,
    problemId: judgeable(values.codeType) ? values.problemId || null : null,
  };
}

export const splitIds = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Which status buttons a row offers: drafts and closed homework publish, published homework closes. */
export function statusActions(status: number): { status: 1 | 2; label: string }[] {
  if (status === 1) return [{ status: 2, label: '关闭' }];
  if (status === 2) return [{ status: 1, label: '重新发布' }];
  return [{ status: 1, label: '发布' }];
}

export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red' };

/** Where a homework window stands now. */
export type WindowState =
  | { kind: 'open'; text: string }
  | { kind: 'notStarted'; text: string }
  | { kind: 'closed'; text: string };

function spell(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} 天 ${hours} 小时` : `${days} 天`;
  if (hours > 0) return mins > 0 ? `${hours} 小时 ${mins} 分钟` : `${hours} 小时`;
  return `${mins} 分钟`;
}

export function windowState(
  start: string | null | undefined,
  end: string | null | undefined,
  now: number,
  status = 1,
): WindowState {
  if (status === 2) return { kind: 'closed', text: '已截止' };
  const from = start ? dayjs(start).valueOf() : null;
  const to = end ? dayjs(end).valueOf() : null;
  if (from != null && now < from) return { kind: 'notStarted', text: `${spell(from - now)}后开始` };
  if (to != null && now >= to) return { kind: 'closed', text: '已截止' };
  if (to == null) return { kind: 'open', text: '不限截止时间' };
  return { kind: 'open', text: `剩余 ${spell(to - now)}` };
}

/** My state in one extra homework, as the student's card shows it. */
export interface MyHomeworkState {
  kind: 'none' | 'saved' | 'submitted' | 'graded' | 'returned';
  text: string;
  color: string;
  workId: string | null;
  score: number | null;
  comment: string | null;
}

export function myHomeworkState(card: Pick<MyAdditionalWork, 'myWork'>): MyHomeworkState {
  const work = card.myWork;
  const workId = work?.id ?? null;
  const status = work?.workStatus ?? null;
  const score = work?.score ?? null;
  const comment = work?.comment ?? null;
  const base = { workId, score, comment };
  if (!workId || status == null) return { kind: 'none', text: '未提交', color: 'default', ...base };
  if (status >= 2) return { kind: 'graded', text: '已批改', color: 'green', ...base };
  if (status === 1) return { kind: 'submitted', text: '已提交', color: 'blue', ...base };
  // Saved again after the teacher sent it back, or only saved: not handed in.
  return comment
    ? { kind: 'returned', text: '已退回，请修改后重新提交', color: 'red', ...base }
    : { kind: 'saved', text: '已保存，未提交', color: 'orange', ...base };
}

/** Where "做作业" goes: an editor, the judge's problem page, or the upload form (null when none). */
export function homeworkTarget(
  card: Pick<MyAdditionalWork, 'id' | 'codeType' | 'problemId'>,
): { kind: 'link'; url: string } | { kind: 'upload' } | null {
  const id = encodeURIComponent(card.id);
  if (card.codeType === 2) return { kind: 'link', url: `/scratch3?additionalId=${id}` };
  if (card.codeType === 4) return { kind: 'link', url: `/python?additionalId=${id}` };
  if (card.codeType === 5)
    return card.problemId ? { kind: 'link', url: `/oj/problem/${encodeURIComponent(card.problemId)}` } : null;
  if (card.codeType === 0) return { kind: 'upload' };
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The description as plain text for a card: it may be sanitised HTML from an import or another editor. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
