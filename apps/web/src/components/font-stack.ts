/**
 * The text font stack: system Latin fonts first, then the common Chinese fonts of macOS, Windows and
 * Linux (a Linux server running the browser tests often has only Noto CJK or WenQuanYi), so Chinese
 * labels never fall back to boxes. app/global.css's `body` names the same fonts.
 */
export const CJK_FONTS = [
  'PingFang SC',
  'Hiragino Sans GB',
  'Microsoft YaHei',
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'WenQuanYi Micro Hei',
] as const;

const quoted = (name: string) => (/^[\w-]+$/.test(name) ? name : `"${name}"`);

export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  'Segoe UI',
  ...CJK_FONTS,
  'Helvetica Neue',
  'Helvetica',
  'Arial',
  'sans-serif',
]
  .map(quoted)
  .join(', ');
