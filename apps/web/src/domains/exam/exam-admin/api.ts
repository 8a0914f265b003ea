import type {
  Exam,
  ExamItemStat,
  ExamMonitorRow,
  MyClass,
  PageResult,
  PaperRow,
  ReviewItem,
  UserPaperDetail,
  UserPaperRow,
} from '@ck/shared';
import { downloadFile, type Params } from '../../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

const EXAM = '/teaching/teachingExam';
const USER_PAPER = '/teaching/teachingUserPaper';

/** Cache roots: saving anything under one refreshes every list under it. */
export const EXAMS_KEY = ['exam', 'admin', 'exams'] as const;
export const ATTEMPTS_KEY = ['exam', 'admin', 'attempts'] as const;
export const MONITOR_KEY = ['exam', 'admin', 'monitor'] as const;
export const REVIEW_KEY = ['exam', 'admin', 'review'] as const;

/** What the schedule form sends: times as `YYYY-MM-DD HH:mm:ss`, switches as 0 / 1. */
export interface ExamBody {
  examName: string;
  paperId: string;
  startTime: string;
  endTime: string;
  duration: number;
  departIds: string[];
  userIds: string[];
  attempts: number;
  showScore: 0 | 1;
  showAnswer: 0 | 1;
  fullScreen: 0 | 1;
  /** Left out on edit: the password stays as it is; null clears it. */
  password?: string | null;
  maxJumpOut: number;
  cameraInterval: number;
  mobileCamera: 0 | 1;
  status: 0 | 1;
}

export const examApi = {
  list: (params: Params) => getResult<PageResult<Exam>>(`${EXAM}/list`, params),
  get: (id: string) => getResult<Exam>(`${EXAM}/queryById`, { id }),
  add: (body: ExamBody) => postResult<unknown>(`${EXAM}/add`, body, true),
  edit: (body: ExamBody & { id: string }) => putResult<unknown>(`${EXAM}/edit`, body, true),
  remove: (id: string) => deleteResult<unknown>(`${EXAM}/delete`, { id }),
  exportResults: (examId: string, examName: string) =>
    downloadFile(`${EXAM}/exportResults`, { examId }, `${examName || '考试'}成绩.xlsx`),
  monitor: (examId: string) => getResult<ExamMonitorRow[]>(`${EXAM}/monitor`, { examId }, true),
  itemStats: (examId: string) => getResult<ExamItemStat[]>(`${EXAM}/itemStats`, { examId }, true),
  extend: (userPaperId: string, minutes: number, reason: string) =>
    postResult<unknown>(`${EXAM}/extend`, { userPaperId, minutes, reason }, true),
  forceSubmit: (userPaperId: string, reason: string) =>
    postResult<unknown>(`${EXAM}/forceSubmit`, { userPaperId, reason }, true),
  /** Every answer waiting for (or given) a teacher's score; filtered further on the page. */
  reviewQueue: (params: {
    examId: string;
    questionId?: string;
    userPaperId?: string;
    state: 'pending' | 'all';
  }) => getResult<ReviewItem[]>(`${EXAM}/reviewQueue`, { ...params }),
  review: (body: { userPaperId: string; questionId: string; score: number; comment: string | null }) =>
    postResult<unknown>(`${EXAM}/review`, body, true),
};

/** The most attempts one exam's statistics read (pages of 200). */
export const MAX_ATTEMPTS = 2000;

export const attemptApi = {
  list: (params: Params) => getResult<PageResult<UserPaperRow>>(`${USER_PAPER}/list`, params),
  /** Every attempt of an exam, for the statistics (up to `MAX_ATTEMPTS`). */
  all: async (examId: string) => {
    const rows: UserPaperRow[] = [];
    for (let pageNo = 1; rows.length < MAX_ATTEMPTS; pageNo++) {
      const page = await getResult<PageResult<UserPaperRow>>(`${USER_PAPER}/list`, {
        examId,
        pageNo,
        pageSize: 200,
      });
      rows.push(...page.records);
      if (page.records.length < 200 || rows.length >= page.total) break;
    }
    return rows;
  },
  detail: (id: string) => getResult<UserPaperDetail>(`${USER_PAPER}/detail`, { id }),
};

export interface StudentOption {
  id: string;
  username: string;
  realname: string | null;
}

// What the schedule form chooses from: published papers, classes, students.
export const pickApi = {
  papers: async (paperName?: string) =>
    (
      await getResult<PageResult<PaperRow>>('/teaching/teachingPaper/list', {
        status: 1,
        paperName,
        pageNo: 1,
        pageSize: 50,
      })
    ).records,
  paper: (id: string) => getResult<PaperRow>('/teaching/teachingPaper/queryById', { id }, true),
  /** My classes (administrators: every class of the tenant). */
  classes: () => getResult<MyClass[]>('/teaching/myClass/list'),
  /** Students by account or name in the whole school (needs the user list permission). */
  students: async (keyword: string) => {
    const search = (field: 'username' | 'realname') =>
      getResult<PageResult<StudentOption>>(
        '/sys/user/list',
        { [field]: keyword, userIdentity: 1, pageNo: 1, pageSize: 20 },
        true,
      );
    const [byAccount, byName] = await Promise.all([search('username'), search('realname')]);
    return uniqueStudents([...byAccount.records, ...byName.records]);
  },
  /** Students by account or name in the given classes (a teacher's own; at most 20 classes are asked). */
  classStudents: async (keyword: string, classIds: string[]) => {
    const pages = await Promise.all(
      classIds
        .slice(0, 20)
        .map((classId) =>
          getResult<PageResult<StudentOption>>(
            '/teaching/myClass/students',
            { classId, keyword, pageNo: 1, pageSize: 20 },
            true,
          ),
        ),
    );
    return uniqueStudents(pages.flatMap((p) => p.records));
  },
};

function uniqueStudents(list: StudentOption[]): StudentOption[] {
  const seen = new Set<string>();
  return list
    .filter((u) => !seen.has(u.id) && seen.add(u.id))
    .map(({ id, username, realname }) => ({ id, username, realname }));
}
