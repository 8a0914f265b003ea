import type { CertAlign, CertField, CertFieldKey, CertLayout, CertValues } from '@ck/shared';

/** What each field prints, as the editor names it. */
export const FIELD_LABELS: Record<CertFieldKey, string> = {
  studentName: '学生姓名',
  courseName: '课程名称',
  issueDate: '颁发日期',
  serialNo: '证书编号',
  orgName: '颁发机构',
  customText: '自定义文字',
};

export const ALIGN_LABELS: Record<CertAlign, string> = { left: '左对齐', center: '居中', right: '右对齐' };

/** Values the editor previews a template with. */
export const SAMPLE_VALUES: CertValues = {
  studentName: '李小明',
  courseName: 'Scratch 创意编程',
  issueDate: '2026-06-01',
  serialNo: 'CK2026ABCDEFGH',
  orgName: '码趣示范学校',
};

/** `2026-06-01` -> `2026年6月1日`; anything else unchanged. */
export function formatIssueDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date;
}

/** The text a field prints for these values. */
export function fieldText(field: CertField, values: CertValues): string {
  switch (field.key) {
    case 'customText':
      return field.text ?? '';
    case 'issueDate':
      return formatIssueDate(values.issueDate);
    default:
      return values[field.key];
  }
}

/** The scale that fits a design into a box (never enlarges past `max`). */
export function fitScale(
  layout: Pick<CertLayout, 'width' | 'height'>,
  boxWidth: number,
  boxHeight = Number.POSITIVE_INFINITY,
  max = 1,
) {
  if (layout.width <= 0 || layout.height <= 0 || boxWidth <= 0 || boxHeight <= 0) return 0;
  return Math.min(max, boxWidth / layout.width, boxHeight / layout.height);
}

/** Where a field goes on a surface drawn at `scale`: its anchor point in pixels and its font size. */
export interface Placement {
  x: number;
  y: number;
  fontSize: number;
  align: CertAlign;
  font: string;
}

const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';

export function placeField(
  field: CertField,
  layout: Pick<CertLayout, 'width' | 'height'>,
  scale: number,
): Placement {
  const fontSize = Math.max(1, Math.round(field.fontSize * scale * 100) / 100);
  return {
    x: (field.x / 100) * layout.width * scale,
    y: (field.y / 100) * layout.height * scale,
    fontSize,
    align: field.align,
    font: `${field.bold ? 'bold ' : ''}${fontSize}px ${FONT_FAMILY}`,
  };
}

/** CSS translate that puts a box's anchor (by alignment, vertical middle) on its point. */
export function anchorTransform(align: CertAlign): string {
  const dx = align === 'left' ? '0' : align === 'right' ? '-100%' : '-50%';
  return `translate(${dx}, -50%)`;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A field's new position after being dragged by (dx, dy) screen pixels over a surface of the given size. */
export function dragTo(
  field: Pick<CertField, 'x' | 'y'>,
  dx: number,
  dy: number,
  surface: { width: number; height: number },
) {
  if (surface.width <= 0 || surface.height <= 0) return { x: field.x, y: field.y };
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    x: round(clamp(field.x + (dx / surface.width) * 100, 0, 100)),
    y: round(clamp(field.y + (dy / surface.height) * 100, 0, 100)),
  };
}

/** A new field of a kind, placed so that it does not cover the ones already there. */
export function newField(key: CertFieldKey, existing: CertField[]): CertField {
  const y = clamp(20 + existing.length * 10, 5, 95);
  return {
    key,
    x: 50,
    y,
    fontSize: key === 'studentName' ? 48 : key === 'customText' ? 36 : 24,
    color: '#333333',
    align: 'center',
    bold: key === 'studentName',
    text: key === 'customText' ? '荣誉证书' : null,
  };
}

/** A file name for downloads: the certificate name and serial, without characters file systems refuse. */
export function downloadName(certName: string, serialNo: string, ext: 'png' | 'pdf') {
  const safe = `${certName}-${serialNo}`.replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${safe}.${ext}`;
}
