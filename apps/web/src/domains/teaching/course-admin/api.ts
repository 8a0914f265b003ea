import type {
  ClassCode,
  Course,
  CourseAddBody,
  CourseDept,
  CourseDeptAddOrUpdateBody,
  CourseDeptBody,
  CourseEditBody,
  DepartNode,
  PageResult,
  PaperRow,
  SchoolCourses,
  SchoolCoursesBody,
  SchoolPapers,
  SchoolPapersBody,
  Unit,
  UnitAddBody,
  UnitEditBatchBody,
  UnitEditBody,
} from '@ck/shared';
import {
  deleteAction,
  downloadFile,
  getAction,
  type Params,
  postAction,
  putAction,
  toQuery,
  unwrap,
  uploadAction,
} from '../../../api/client.ts';
import type { ImportResult } from '../../../api/types.ts';

const COURSE = '/teaching/teachingCourse';
const UNIT = '/teaching/teachingCourseUnit';
const COURSE_DEPT = '/teaching/teachingCourseDept';

/** Cache roots: saving anything under one refreshes every list under it. */
export const COURSES_KEY = ['teaching', 'courses'] as const;
export const UNITS_KEY = ['teaching', 'units'] as const;
export const COURSE_DEPT_KEY = ['teaching', 'course-dept'] as const;

// Courses.
export const listCourses = async (params: Params) =>
  unwrap(await getAction<PageResult<Course>>(`${COURSE}/list`, params));
export const getCourse = async (id: string) => unwrap(await getAction<Course>(`${COURSE}/queryById`, { id }));
/** Saves are quiet: the form shows the server's message beside the fields. */
export const addCourse = async (body: CourseAddBody) =>
  unwrap(await postAction<unknown>(`${COURSE}/add`, body, { quiet: true }));
export const editCourse = async (body: CourseEditBody, quiet = true) =>
  unwrap(await putAction<unknown>(`${COURSE}/edit`, body, { quiet }));
export const deleteCourse = async (id: string) =>
  unwrap(await deleteAction<unknown>(`${COURSE}/delete`, { id }));
export const exportCourses = (params: Params) => downloadFile(`${COURSE}/exportXls`, params, '课程.xlsx');
export const importCourses = (file: File) => importExcel(`${COURSE}/importExcel`, file);

// Units.
/** Every unit of one course, in order (a course has at most a few hundred). */
export const listUnits = async (courseId: string) =>
  unwrap(
    await getAction<PageResult<Unit>>(`${UNIT}/list`, {
      courseId,
      pageSize: 1000,
      column: 'orderNum',
      order: 'asc',
    }),
  );
export const getUnit = async (id: string) => unwrap(await getAction<Unit>(`${UNIT}/queryById`, { id }));
export const addUnit = async (body: UnitAddBody) =>
  unwrap(await postAction<unknown>(`${UNIT}/add`, body, { quiet: true }));
export const editUnit = async (body: UnitEditBody) =>
  unwrap(await putAction<unknown>(`${UNIT}/edit`, body, { quiet: true }));
export const deleteUnit = async (id: string) => unwrap(await deleteAction<unknown>(`${UNIT}/delete`, { id }));
/** Order and map positions of many units in one call. */
export const editUnitBatch = async (body: UnitEditBatchBody) =>
  unwrap(await putAction<unknown>(`${UNIT}/editBatch`, body));
export const exportUnits = (courseId: string, courseName: string) =>
  downloadFile(`${UNIT}/exportXls`, { courseId }, `${courseName}-单元.xlsx`);
export const importUnits = (file: File, courseId: string) =>
  importExcel(`${UNIT}/importExcel${toQuery({ courseId })}`, file);

// Course authorisation to classes.
export const listCourseDepts = async (deptId: string) =>
  unwrap(await getAction<PageResult<CourseDept>>(`${COURSE_DEPT}/list`, { deptId, pageSize: 500 }));
export const addCourseDept = async (body: CourseDeptBody) =>
  unwrap(await postAction<unknown>(`${COURSE_DEPT}/add`, body, { quiet: true }));
export const editCourseDept = async (body: CourseDeptBody & { id: string }) =>
  unwrap(await putAction<unknown>(`${COURSE_DEPT}/edit`, body, { quiet: true }));
export const deleteCourseDept = async (id: string) =>
  unwrap(await deleteAction<unknown>(`${COURSE_DEPT}/delete`, { id }));
export const saveClassCourses = async (body: CourseDeptAddOrUpdateBody) =>
  unwrap(await postAction<unknown>(`${COURSE_DEPT}/addOrUpdate`, body, { quiet: true }));

// What the forms choose from.
export interface Classification {
  id: string;
  classificationName: string;
  parentId: string | null;
  sortNo: number;
}
export const listClassifications = async () =>
  unwrap(
    await getAction<PageResult<Classification>>('/teaching/teachingCourseClassification/list', {
      pageSize: 500,
    }),
  ).records;
/** The whole department tree (administrators). */
export const fetchDepartTree = async () =>
  unwrap(await getAction<DepartNode[]>('/sys/sysDepart/queryTreeList'));
/** Administrators: the whole tree; others: the classes they belong to or manage. */
export const fetchMyDepartTree = async () =>
  unwrap(await getAction<DepartNode[]>('/sys/sysDepart/queryMyDeptTreeList'));
/** The classes the user manages (administrators: every class of the tenant). */
export const fetchManagedClasses = async () => unwrap(await getAction<ClassCode[]>('/teaching/class/codes'));

async function importExcel(url: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await uploadAction<ImportResult>(url, form, { quiet: true }));
}

// Resource allocation (资源分配): the tenant's courses and bank papers given to its schools.
export const ALLOCATION_KEY = ['teaching', 'allocation'] as const;
export const schoolCourses = async (deptId: string) =>
  unwrap(await getAction<SchoolCourses>(`${COURSE_DEPT}/schoolCourses`, { deptId }));
export const saveSchoolCourses = async (body: SchoolCoursesBody) =>
  unwrap(await postAction<SchoolCourses>(`${COURSE_DEPT}/saveSchoolCourses`, body, { quiet: true }));
export const schoolPapers = async (deptId: string) =>
  unwrap(await getAction<SchoolPapers>('/teaching/teachingPaper/schoolPapers', { deptId }));
export const saveSchoolPapers = async (body: SchoolPapersBody) =>
  unwrap(await postAction<SchoolPapers>('/teaching/teachingPaper/saveSchoolPapers', body, { quiet: true }));
/** The newest 200 papers of the tenant (administrators see all; the bank's have no school). */
export const listPapers = async () =>
  unwrap(await getAction<PageResult<PaperRow>>('/teaching/teachingPaper/list', { pageSize: 200 }));
