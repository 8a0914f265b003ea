import { bySortNo, categoryNameField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/** The course classification tree (课程分类): a class of courses may sit under another. */
export const courseClassificationResource = defineResource({
  module: 'teaching',
  name: 'teachingCourseClassification',
  label: '课程分类',
  table: 'teaching_course_classification',
  permPrefix: 'teaching:courseClass',
  fields: {
    classificationName: categoryNameField(50),
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
