import { bySortNo, enabledField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** Cities of the mobile companion (城市列表): articles and home buttons are chosen per city. */
export const xcxCityResource = defineResource({
  module: 'teaching',
  name: 'xcxCity',
  label: '城市',
  table: 'teaching_xcx_city',
  permPrefix: 'teaching:xcxCity',
  fields: {
    cityName: {
      kind: 'text',
      label: '城市名称',
      required: true,
      unique: true,
      max: 30,
      searchable: true,
      sortable: true,
    },
    cityCode: {
      kind: 'text',
      label: '城市编码',
      unique: true,
      max: 20,
      pattern: '^[A-Za-z0-9_-]*$',
      patternMessage: '城市编码只能包含字母、数字、下划线和短横线',
    },
    sortNo: sortNoField,
    enabled: enabledField,
  },
  defaultSort: bySortNo,
});
