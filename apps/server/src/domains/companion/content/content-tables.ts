import {
  xcxArticleLabelResource,
  xcxArticleResource,
  xcxArticleTypeResource,
  xcxCityResource,
  xcxSettingResource,
} from '@ck/shared';
import { resourceTable } from '../../../crud/table.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts).
export const teachingXcxCity = resourceTable(xcxCityResource);
export const teachingXcxArticleType = resourceTable(xcxArticleTypeResource);
export const teachingXcxArticleLabel = resourceTable(xcxArticleLabelResource);
export const teachingXcxArticle = resourceTable(xcxArticleResource);
export const teachingXcxSetting = resourceTable(xcxSettingResource);
