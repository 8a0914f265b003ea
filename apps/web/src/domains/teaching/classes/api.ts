import type {
  AddClassStudentBody,
  ClassBatchCreateBody,
  ClassBatchResult,
  ClassCourse,
  ClassReport,
  ClassStudent,
  MoveClassStudentsBody,
  MyClass,
  PageResult,
  ProgressBoard,
  ProgressBoardQuery,
  StudentReport,
} from '@ck/shared';
import { downloadFile, type Params } from '../../../api/client.ts';
import { getResult, postResult } from '../../../api/result-calls.ts';

// Writes are quiet: the modals show the server's message themselves.
const post = async <T>(url: string, body: unknown) => await postResult<T>(url, body, true);

export const myClassApi = {
  list: () => getResult<MyClass[]>('/teaching/myClass/list'),
  students: (params: { classId: string; keyword?: string; pageNo: number; pageSize: number }) =>
    getResult<PageResult<ClassStudent>>('/teaching/myClass/students', params),
  addStudent: (body: AddClassStudentBody) =>
    post<{ id: string; username: string }>('/teaching/myClass/addStudent', body),
  removeStudents: (classId: string, userIds: string[]) =>
    post<{ count: number }>('/teaching/myClass/removeStudent', { classId, userIds }),
  moveStudents: (body: MoveClassStudentsBody) =>
    post<{ count: number }>('/teaching/myClass/moveStudent', body),
  batchCreate: (body: ClassBatchCreateBody) => post<ClassBatchResult>('/teaching/myClass/batchCreate', body),
  resetCode: (departId: string) => post<{ code: string }>('/teaching/class/code/reset', { departId }),
};

export const boardApi = {
  courses: (classId: string) => getResult<ClassCourse[]>('/teaching/progress/courses', { classId }),
  board: (q: ProgressBoardQuery) => getResult<ProgressBoard>('/teaching/progress/board', q as Params),
  exportXls: (q: ProgressBoardQuery) =>
    downloadFile('/teaching/progress/board/exportXls', q as Params, '学习进度.xlsx'),
};

export const reportApi = {
  classReport: (params: { classId: string; from?: string; to?: string }) =>
    getResult<ClassReport>('/teaching/report/class', params),
  studentReport: (params: { userId?: string; from?: string; to?: string }) =>
    getResult<StudentReport>('/teaching/report/student', params),
};
