import { bySortNo, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/**
 * The classification tree of questions and papers (题库分类), e.g. subject -> level -> chapter. Pickers
 * read it through `listNoAuth`.
 */
export const paperClassificationResource = defineResource({
  module: 'teaching',
  name: 'teachingPaperClassification',
  label: '题库分类',
  table: 'teaching_paper_classification',
  permPrefix: 'teaching:paperClass',
  fields: {
    classificationName: {
      kind: 'text',
      label: '分类名称',
      required: true,
      max: 50,
      searchable: true,
      sortable: true,
    },
    parentId: {
      kind: 'ref',
      label: '上级分类',
      ref: 'teaching/teachingPaperClassification',
      refLabel: 'classificationName',
    },
    description: { kind: 'longtext', label: '说明', max: 500, hideInList: true },
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
