import { bySortNo, enabledField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/**
 * The mobile companion's home buttons and menu entries (小程序设置). `linkTarget` is the id of the
 * article, article type, course or assessment, or an https address for external pages; `cityId`
 * empty shows the entry in every city.
 */
export const xcxSettingResource = defineResource({
  module: 'teaching',
  name: 'xcxSetting',
  label: '小程序设置',
  table: 'teaching_xcx_setting',
  permPrefix: 'teaching:xcxSetting',
  fields: {
    title: { kind: 'text', label: '名称', required: true, max: 20, searchable: true },
    icon: { kind: 'image', label: '图标' },
    position: {
      kind: 'dict',
      label: '位置',
      dict: 'xcx_setting_position',
      required: true,
      defaultValue: '1',
      searchable: true,
    },
    linkType: {
      kind: 'dict',
      label: '链接类型',
      dict: 'xcx_link_type',
      required: true,
      defaultValue: 'article',
      searchable: true,
    },
    linkTarget: { kind: 'text', label: '链接目标（编号或网址）', required: true, max: 500 },
    cityId: {
      kind: 'ref',
      label: '城市（不选为全部城市）',
      ref: 'teaching/xcxCity',
      refLabel: 'cityName',
      searchable: true,
    },
    sortNo: sortNoField,
    enabled: enabledField,
  },
  defaultSort: bySortNo,
});
