import { xcxArticleResource } from './companion/xcx-article.ts';
import { xcxArticleLabelResource } from './companion/xcx-article-label.ts';
import { xcxArticleTypeResource } from './companion/xcx-article-type.ts';
import { xcxCityResource } from './companion/xcx-city.ts';
import { xcxSettingResource } from './companion/xcx-setting.ts';
import type { ResourceDef } from './define.ts';
import { messageLogResource } from './message/message-log.ts';
import { messageTemplateResource } from './message/message-template.ts';
import { checkRuleResource } from './sys/check-rule.ts';
import { dictResource } from './sys/dict.ts';
import { dictItemResource } from './sys/dict-item.ts';
import { aiPromptResource } from './teaching/ai-prompt.ts';
import { courseClassificationResource } from './teaching/course-classification.ts';
import { newsResource } from './teaching/news.ts';
import { paperClassificationResource } from './teaching/paper-classification.ts';
import { productResource } from './teaching/product.ts';
import { productCategoryResource } from './teaching/product-category.ts';

const declared = [
  dictResource,
  dictItemResource,
  newsResource,
  checkRuleResource,
  courseClassificationResource,
  paperClassificationResource,
  aiPromptResource,
  productCategoryResource,
  productResource,
  xcxCityResource,
  xcxArticleTypeResource,
  xcxArticleLabelResource,
  xcxArticleResource,
  xcxSettingResource,
  messageTemplateResource,
  messageLogResource,
] as const;

/** Every declared resource; the server mounts each one and the web registers a page for each. */
export const resources: ResourceDef[] = [...declared];

/** The permission prefixes of the declared resources (`'system:dict'` ...). */
export type ResourcePermissionPrefix = (typeof declared)[number]['permPrefix'];

export * from './responses.ts';
export {
  aiPromptResource,
  checkRuleResource,
  courseClassificationResource,
  dictItemResource,
  dictResource,
  messageLogResource,
  messageTemplateResource,
  newsResource,
  paperClassificationResource,
  productCategoryResource,
  productResource,
  xcxArticleLabelResource,
  xcxArticleResource,
  xcxArticleTypeResource,
  xcxCityResource,
  xcxSettingResource,
};
