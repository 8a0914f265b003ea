import { isAllowedEmbedUrl, type Unit, type UnitAddBody, VIDEO_EMBED_HOSTS } from '@ck/shared';

/** The unit form's values: visibility as switches, materials as a list of stored paths. */
export interface UnitFormValues {
  unitName: string;
  unitIntro?: string | null;
  unitCover?: string | null;
  courseVideoSource: number;
  courseVideo?: string | null;
  showCourseVideo: boolean;
  courseCase?: string | null;
  showCourseCase: boolean;
  coursePpt: string[];
  showCoursePpt: boolean;
  coursePlan?: string | null;
  showCoursePlan: boolean;
  courseWorkType?: number | null;
  /** The judge problem of a Python / C++ homework (判题). */
  courseWorkProblemId?: string | null;
  courseWork?: string | null;
  courseWorkAnswer?: string | null;
  mediaContent?: string | null;
  orderNum: number;
}

export function newUnitForm(orderNum: number): UnitFormValues {
  return {
    unitName: '',
    courseVideoSource: 1,
    showCourseVideo: true,
    showCourseCase: true,
    coursePpt: [],
    showCoursePpt: true,
    showCoursePlan: false,
    courseWorkType: null,
    orderNum,
  };
}

/** Several stored paths kept in one text column, comma separated. */
export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function unitToForm(u: Unit): UnitFormValues {
  return {
    unitName: u.unitName,
    unitIntro: u.unitIntro,
    unitCover: u.unitCover,
    courseVideoSource: u.courseVideoSource,
    courseVideo: u.courseVideo,
    showCourseVideo: u.showCourseVideo === 1,
    courseCase: u.courseCase,
    showCourseCase: u.showCourseCase === 1,
    coursePpt: splitPaths(u.coursePpt),
    showCoursePpt: u.showCoursePpt === 1,
    coursePlan: u.coursePlan,
    showCoursePlan: u.showCoursePlan === 1,
    courseWorkType: u.courseWorkType,
    courseWorkProblemId: u.courseWorkProblemId,
    courseWork: u.courseWork,
    courseWorkAnswer: u.courseWorkAnswer,
    mediaContent: u.mediaContent,
    orderNum: u.orderNum,
  };
}

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** An editor left empty still holds markup such as `<p></p>`: that is no content. */
export function richTextOrNull(html: string | null | undefined): string | null {
  if (!html) return null;
  const hasMedia = /<(img|video|iframe|audio|table|hr)\b/i.test(html);
  const words = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return hasMedia || words ? html : null;
}

/**
 * The body of an add or an edit: every field of the form, so the stored unit matches it; the map
 * position is left out so that saving the form never moves the unit's marker.
 */
export function unitBody(v: UnitFormValues, courseId: string): UnitAddBody {
  return {
    courseId,
    unitName: v.unitName.trim(),
    unitIntro: text(v.unitIntro),
    unitCover: text(v.unitCover),
    courseVideoSource: v.courseVideoSource,
    courseVideo: text(v.courseVideo),
    showCourseVideo: v.showCourseVideo ? 1 : 0,
    courseCase: text(v.courseCase),
    showCourseCase: v.showCourseCase ? 1 : 0,
    coursePpt: v.coursePpt?.length ? v.coursePpt.join(',') : null,
    showCoursePpt: v.showCoursePpt ? 1 : 0,
    coursePlan: text(v.coursePlan),
    showCoursePlan: v.showCoursePlan ? 1 : 0,
    courseWorkType: v.courseWorkType ?? null,
    courseWorkProblemId: judgedWorkType(v.courseWorkType) ? text(v.courseWorkProblemId) : null,
    courseWork: text(v.courseWork),
    courseWorkAnswer: text(v.courseWorkAnswer),
    mediaContent: richTextOrNull(v.mediaContent),
    orderNum: v.orderNum ?? 0,
  };
}

/** Why the video value does not fit its source (1 upload, 2 link, 3 embed), or null. Empty means no video. */
export function videoProblem(source: number, value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (source === 2 && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v))
    return '请输入以 http:// 或 https:// 开头的视频地址';
  if (source === 3 && !isAllowedEmbedUrl(v))
    return `嵌入地址必须是 https 开头的以下网站的播放器地址：${VIDEO_EMBED_HOSTS.join('、')}`;
  return null;
}

/** Homework types the judge can check: Python (4) and C++ (5). */
export const judgedWorkType = (type: number | null | undefined) => type === 4 || type === 5;

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp';
export const VIDEO_ACCEPT = '.mp4,.webm';
export const CASE_ACCEPT = '.sb3,.py,.cpp';
export const MATERIAL_ACCEPT = '.pdf,.ppt,.pptx,.doc,.docx';
export const PLAN_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx';

/** Files a homework of this type starts from and is answered with (0 file: any document or archive). */
export function workAccept(type: number | null | undefined): string {
  switch (type) {
    case 2:
      return '.sb3';
    case 4:
      return '.py';
    case 5:
      return '.cpp';
    default:
      return '.sb3,.py,.cpp,.pdf,.doc,.docx,.ppt,.pptx,.txt,.zip';
  }
}

/** Why a picked file does not match the accepted extensions (`.a,.b`), or null. */
export function extensionProblem(name: string, accept: string): string | null {
  const allowed = accept
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!allowed.length) return null;
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  return allowed.includes(ext) ? null : `只能上传 ${allowed.join('、')} 格式的文件`;
}
