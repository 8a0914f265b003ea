import { configFields } from '@ck/shared';
import { z } from 'zod';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';

/**
 * The shared rules of every settable key, plus what only the server does: the footer's HTML is
 * sanitised before it is stored.
 */
export const configEditSchema = configFields
  .extend({
    footer: configFields.shape.footer.transform(sanitizeRichText),
    _homeHtml: configFields.shape._homeHtml.transform(sanitizeRichText),
    _indexHtml: configFields.shape._indexHtml.transform(sanitizeRichText),
    _workShareHtml: configFields.shape._workShareHtml.transform(sanitizeRichText),
  })
  .partial();

export type ConfigEdit = z.infer<typeof configEditSchema>;

/** Every key an administrator may set. */
export const SETTABLE_CONFIG_KEYS: ReadonlySet<string> = new Set(Object.keys(configFields.shape));

/** Private keys that hold display text, so visitors' pages may read them one by one. */
export const DISPLAY_CONFIG_KEYS: ReadonlySet<string> = new Set([
  '_homeHtml',
  '_indexHtml',
  '_workShareHtml',
]);

/**
 * `saveTenantConfig` as the JeecgBoot-family settings form sends it: the whole form, its class picker as
 * `_defaultDepart`, and `indexConfig` back as the JSON text it was read as.
 */
export const tenantConfigBody = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if ('_defaultDepart' in body) {
    if (body._defaultClass === undefined) body._defaultClass = body._defaultDepart ?? '';
    delete body._defaultDepart;
  }
  if (typeof body.indexConfig === 'string') {
    if (body.indexConfig.trim() === '') delete body.indexConfig;
    else {
      try {
        body.indexConfig = JSON.parse(body.indexConfig);
      } catch {
        // left as text: the schema refuses it with its own message
      }
    }
  }
  return body;
}, configEditSchema);
