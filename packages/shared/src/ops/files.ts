import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { createdFields } from '../record-fields.ts';

// ---- requests ----

const fileId = z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36);

/** The file administrator's list. */
export const fileListQuery = z.object({
  name: z.string().trim().max(100).optional(),
  type: z.string().trim().max(32).optional(),
  biz: z.string().trim().max(100).optional(),
  isPublic: z
    .enum(['0', '1', 'true', 'false'], { error: '是否公开只能是 0 或 1' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  ...pagingFields({ maxSize: 200, defaultSize: 20 }),
});

/** `file/delete?id=`. */
export const fileIdQuery = z.object({ id: fileId });

/** `file/signedUrl`: a file by `id`, or by its storage `path`. */
export const fileLinkQuery = z.object({ id: fileId.optional(), path: z.string().max(500).optional() });

// ---- responses ----

/** A row of `file/list`, with a URL the caller can open (signed for private files). */
export const sysFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Storage key; also the suffix of the public static URL. */
  path: z.string(),
  size: z.number().int(),
  /** Lower-case extension without the dot. */
  type: z.string(),
  /** `local` or `s3`. */
  storage: z.string(),
  biz: z.string().nullable(),
  isPublic: z.boolean(),
  ...createdFields,
  url: z.string(),
});
export type SysFile = z.infer<typeof sysFileSchema>;

/** `common/upload`: the stored path (JeecgBoot clients read it from `message`, which holds it too). */
export const uploadedPathSchema = z.string();

/** `file/signedUrl`: a URL valid for ten minutes (the plain static URL for a public file). */
export const fileUrlSchema = z.string();
