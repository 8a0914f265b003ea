import type { ResourceHooks } from '../../../crud/hooks.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';

/** News bodies are stored sanitised; a published article without a time gets the moment it was saved. */
export const newsHooks: ResourceHooks = {
  async beforeSave({ now }, rows) {
    for (const { values, existing } of rows) {
      if (typeof values.content === 'string') values.content = sanitizeRichText(values.content);
      const status = values.status ?? existing?.status;
      const publishTime = 'publishTime' in values ? values.publishTime : existing?.publishTime;
      if (status === '1' && !publishTime) values.publishTime = now;
    }
    return [];
  },
};
