import { bySortNo, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** The course classification tree (课程分类): a class of courses may sit under another. */
export const courseClassificationResource = defineResource({
  module: 'teaching',
  name: 'teachingCourseClassification',
  label: '课程分类',
  table: 'teaching_course_classification',
  permPrefix: 'teaching:courseClass',
  fields: {
    classificationName: {
      kind: 'text',
      label: '分类名称',
      required: true,
      unique: true,
      max: 50,
      searchable: true,
      sortable: true,
    },
    parentId: {
      kind: 'ref',
      label: '上级分类',
      ref: 'teaching/teachingCourseClassification',
      refLabel: 'classificationName',
    },
    description: { kind: 'longtext', label: '说明', max: 500, hideInList: true },
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
