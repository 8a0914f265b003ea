import { configFields } from '@ck/shared';
import type { z } from 'zod';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';

/**
 * The shared rules of every settable key, plus what only the server does: the footer's HTML is
 * sanitised before it is stored.
 */
export const configEditSchema = configFields
  .extend({ footer: configFields.shape.footer.transform(sanitizeRichText) })
  .partial();

export type ConfigEdit = z.infer<typeof configEditSchema>;
