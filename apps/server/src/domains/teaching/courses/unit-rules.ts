import { isAllowedEmbedUrl, isHttpUrl, isStoragePath, VIDEO_EMBED_HOSTS } from '@ck/shared';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';

/** Why a unit video does not fit its source, or null: never markup, never an unknown player. */
export function videoProblem(source: number, video: string | null | undefined): string | null {
  if (!video) return null;
  if (source === 1) return isStoragePath(video) ? null : '上传的视频必须是本站存储的文件';
  if (source === 2) return isHttpUrl(video) ? null : '视频链接必须是 http(s) 地址';
  return isAllowedEmbedUrl(video)
    ? null
    : `嵌入视频只支持以下网站的 https 播放地址：${VIDEO_EMBED_HOSTS.join('、')}`;
}

/** Rich content as stored: sanitised, null when nothing is left. */
export const cleanContent = (html: string | null | undefined) => sanitizeRichText(html) || null;
