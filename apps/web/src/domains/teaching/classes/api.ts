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
import { downloadFile, getAction, type Params, postAction, unwrap } from '../../../api/client.ts';

const get = async <T>(url: string, params?: Params) => unwrap(await getAction<T>(url, params));
// Writes are quiet: the modals show the server's message themselves.
const post = async <T>(url: string, body: unknown) => unwrap(await postAction<T>(url, body, { quiet: true }));

export const myClassApi = {
  list: () => get<MyClass[]>('/teaching/myClass/list'),
  students: (params: { classId: string; keyword?: string; pageNo: number; pageSize: number }) =>
    get<PageResult<ClassStudent>>('/teaching/myClass/students', params),
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
  courses: (classId: string) => get<ClassCourse[]>('/teaching/progress/courses', { classId }),
  board: (q: ProgressBoardQuery) => get<ProgressBoard>('/teaching/progress/board', q as Params),
  exportXls: (q: ProgressBoardQuery) =>
    downloadFile('/teaching/progress/board/exportXls', q as Params, '学习进度.xlsx'),
};

export const reportApi = {
  classReport: (params: { classId: string; from?: string; to?: string }) =>
    get<ClassReport>('/teaching/report/class', params),
  studentReport: (params: { userId?: string; from?: string; to?: string }) =>
    get<StudentReport>('/teaching/report/student', params),
};
