import { optionalRecordId } from '../teaching/fields.ts';

/** Filters of homework lists: the class, and the unit or extra homework it was made for. */
export const homeworkFilters = {
  departId: optionalRecordId('班级'),
  unitId: optionalRecordId('单元'),
  additionalId: optionalRecordId('额外作业'),
};
