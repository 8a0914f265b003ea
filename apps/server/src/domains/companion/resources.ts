import {
  xcxArticleLabelResource,
  xcxArticleResource,
  xcxArticleTypeResource,
  xcxCityResource,
  xcxSettingResource,
} from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { articleHooks } from './content/article-hooks.ts';
import {
  teachingXcxArticle,
  teachingXcxArticleLabel,
  teachingXcxArticleType,
  teachingXcxCity,
  teachingXcxSetting,
} from './content/content-tables.ts';
import { clearingCache } from './content/mp-cache.ts';
import { settingHooks } from './content/setting-hooks.ts';

const menu = (id: string, name: string, page: string, icon: string, sortNo: number) => ({
  parent: 'menu-companion',
  id,
  name,
  url: `/companion/${page}`,
  icon,
  sortNo,
  keepAlive: true,
  roles: ['admin'],
});

/**
 * The companion's simple content is declared; assessments and reports are hand-written. Every write
 * clears the organisation's cached public answers.
 */
export const companionResources: ResourceMount[] = [
  {
    def: xcxCityResource,
    table: teachingXcxCity,
    hooks: clearingCache(),
    menu: menu('menu-companion-city', '城市列表', 'xiaochengxuCityList', 'EnvironmentOutlined', 10),
  },
  {
    def: xcxArticleTypeResource,
    table: teachingXcxArticleType,
    hooks: clearingCache(),
    menu: menu('menu-companion-type', '文章分类', 'ArticleTypeList', 'FolderOutlined', 20),
  },
  {
    def: xcxArticleLabelResource,
    table: teachingXcxArticleLabel,
    hooks: clearingCache(),
    menu: menu('menu-companion-label', '文章标签', 'ArticleLabelList', 'TagsOutlined', 30),
  },
  {
    def: xcxArticleResource,
    table: teachingXcxArticle,
    hooks: clearingCache(articleHooks),
    menu: menu('menu-companion-article', '文章管理', 'ArticleList', 'FileTextOutlined', 40),
  },
  {
    def: xcxSettingResource,
    table: teachingXcxSetting,
    hooks: clearingCache(settingHooks),
    menu: menu('menu-companion-setting', '小程序设置', 'SettingList', 'MobileOutlined', 50),
  },
];
