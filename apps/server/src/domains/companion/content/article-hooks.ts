import type { ResourceHooks } from '../../../crud/hooks.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { summaryOf } from './article-text.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/**
 * Articles: the body is stored sanitised; an empty summary is taken from the body's text; a
 * published article without a publish time gets the moment it was saved.
 */
export const articleHooks: ResourceHooks = {
  async beforeSave({ now }, rows) {
    for (const { values, existing } of rows) {
      if (typeof values.content === 'string') values.content = sanitizeRichText(values.content);
      const content = 'content' in values ? values.content : existing?.content;
      const summary = 'summary' in values ? values.summary : existing?.summary;
      if (blank(summary) && typeof content === 'string') {
        const auto = summaryOf(content);
        if (auto) values.summary = auto;
      }
      const status = values.status ?? existing?.status;
      const publishTime = 'publishTime' in values ? values.publishTime : existing?.publishTime;
      if (status === '1' && !publishTime) values.publishTime = now;
    }
    return [];
  },
};
