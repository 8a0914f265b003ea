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
import { downloadFile, type Params, toQuery } from '../../../api/client.ts';
import { importExcel } from '../../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

const COURSE = '/teaching/teachingCourse';
const UNIT = '/teaching/teachingCourseUnit';
const COURSE_DEPT = '/teaching/teachingCourseDept';

/** Cache roots: saving anything under one refreshes every list under it. */
export const COURSES_KEY = ['teaching', 'courses'] as const;
export const UNITS_KEY = ['teaching', 'units'] as const;
export const COURSE_DEPT_KEY = ['teaching', 'course-dept'] as const;

// Courses.
export const listCourses = (params: Params) => getResult<PageResult<Course>>(`${COURSE}/list`, params);
export const getCourse = (id: string) => getResult<Course>(`${COURSE}/queryById`, { id });
/** Saves are quiet: the form shows the server's message beside the fields. */
export const addCourse = (body: CourseAddBody) => postResult<unknown>(`${COURSE}/add`, body, true);
export const editCourse = (body: CourseEditBody, quiet = true) =>
  putResult<unknown>(`${COURSE}/edit`, body, quiet);
export const deleteCourse = (id: string) => deleteResult<unknown>(`${COURSE}/delete`, { id });
export const exportCourses = (params: Params) => downloadFile(`${COURSE}/exportXls`, params, '课程.xlsx');
export const importCourses = (file: File) => importExcel(`${COURSE}/importExcel`, file);

// Units.
/** Every unit of one course, in order (a course has at most a few hundred). */
export const listUnits = (courseId: string) =>
  getResult<PageResult<Unit>>(`${UNIT}/list`, {
    courseId,
    pageSize: 1000,
    column: 'orderNum',
    order: 'asc',
  });
export const getUnit = (id: string) => getResult<Unit>(`${UNIT}/queryById`, { id });
export const addUnit = (body: UnitAddBody) => postResult<unknown>(`${UNIT}/add`, body, true);
export const editUnit = (body: UnitEditBody) => putResult<unknown>(`${UNIT}/edit`, body, true);
export const deleteUnit = (id: string) => deleteResult<unknown>(`${UNIT}/delete`, { id });
/** Order and map positions of many units in one call. */
export const editUnitBatch = (body: UnitEditBatchBody) => putResult<unknown>(`${UNIT}/editBatch`, body);
export const exportUnits = (courseId: string, courseName: string) =>
  downloadFile(`${UNIT}/exportXls`, { courseId }, `${courseName}-单元.xlsx`);
export const importUnits = (file: File, courseId: string) =>
  importExcel(`${UNIT}/importExcel${toQuery({ courseId })}`, file);

// Course authorisation to classes.
export const listCourseDepts = (deptId: string) =>
  getResult<PageResult<CourseDept>>(`${COURSE_DEPT}/list`, { deptId, pageSize: 500 });
export const addCourseDept = (body: CourseDeptBody) => postResult<unknown>(`${COURSE_DEPT}/add`, body, true);
export const editCourseDept = (body: CourseDeptBody & { id: string }) =>
  putResult<unknown>(`${COURSE_DEPT}/edit`, body, true);
export const deleteCourseDept = (id: string) => deleteResult<unknown>(`${COURSE_DEPT}/delete`, { id });
export const saveClassCourses = (body: CourseDeptAddOrUpdateBody) =>
  postResult<unknown>(`${COURSE_DEPT}/addOrUpdate`, body, true);

// What the forms choose from.
export interface Classification {
  id: string;
  classificationName: string;
  parentId: string | null;
  sortNo: number;
}
export const listClassifications = async () =>
  (
    await getResult<PageResult<Classification>>('/teaching/teachingCourseClassification/list', {
      pageSize: 500,
    })
  ).records;
/** The whole department tree (administrators). */
export const fetchDepartTree = () => getResult<DepartNode[]>('/sys/sysDepart/queryTreeList');
/** Administrators: the whole tree; others: the classes they belong to or manage. */
export const fetchMyDepartTree = () => getResult<DepartNode[]>('/sys/sysDepart/queryMyDeptTreeList');
/** The classes the user manages (administrators: every class of the tenant). */
export const fetchManagedClasses = () => getResult<ClassCode[]>('/teaching/class/codes');

// Resource allocation (资源分配): the tenant's courses and bank papers given to its schools.
export const ALLOCATION_KEY = ['teaching', 'allocation'] as const;
export const schoolCourses = (deptId: string) =>
  getResult<SchoolCourses>(`${COURSE_DEPT}/schoolCourses`, { deptId });
export const saveSchoolCourses = (body: SchoolCoursesBody) =>
  postResult<SchoolCourses>(`${COURSE_DEPT}/saveSchoolCourses`, body, true);
export const schoolPapers = (deptId: string) =>
  getResult<SchoolPapers>('/teaching/teachingPaper/schoolPapers', { deptId });
export const saveSchoolPapers = (body: SchoolPapersBody) =>
  postResult<SchoolPapers>('/teaching/teachingPaper/saveSchoolPapers', body, true);
/** The newest 200 papers of the tenant (administrators see all; the bank's have no school). */
export const listPapers = () =>
  getResult<PageResult<PaperRow>>('/teaching/teachingPaper/list', { pageSize: 200 });
