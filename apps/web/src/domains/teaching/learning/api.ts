import type {
  ClassPreview,
  CourseDetail,
  HomeCourse,
  JoinedClass,
  LearnerUnit,
  MyCourse,
  PageResult,
  UnitProgress,
  UnitWorkInfo,
} from '@ck/shared';
import { MINE_UNIT_MAX_PAGE } from '@ck/shared';
import { getAction, postAction, unwrap } from '../../../api/client.ts';
import { readAllPages } from './read-pages.ts';

const COURSE = '/teaching/teachingCourse';
const UNIT = '/teaching/teachingCourseUnit';

export interface HomeCourseParams {
  pageNo: number;
  pageSize: number;
  courseName?: string;
  courseCategory?: number;
}

export const fetchMyCourses = async () =>
  unwrap(await getAction<MyCourse[]>(`${COURSE}/mineCourse`, undefined, { quiet: true }));

export const fetchHomeCourses = async (params: HomeCourseParams) =>
  unwrap(await getAction<PageResult<HomeCourse>>(`${COURSE}/getHomeCourse`, { ...params }, { quiet: true }));

export const fetchCourseDetail = async (id: string) =>
  unwrap(await getAction<CourseDetail>(`${COURSE}/courseDetail`, { id }, { quiet: true }));

/** Every unit of a course in order: `mineUnit` answers pages. */
export const fetchLearnerUnits = (courseId: string) =>
  readAllPages(async (pageNo) =>
    unwrap(
      await getAction<PageResult<LearnerUnit>>(
        `${UNIT}/mineUnit`,
        { courseId, pageNo, pageSize: MINE_UNIT_MAX_PAGE },
        { quiet: true },
      ),
    ),
  );

export const fetchUnitWorkInfo = async (unitId: string) =>
  unwrap(await getAction<UnitWorkInfo>(`${UNIT}/getUnitWorkInfo`, { unitId }, { quiet: true }));

export const logUnitView = async (unitId: string) =>
  unwrap(await postAction<UnitProgress>(`${UNIT}/unitViewLog`, { unitId }, { quiet: true }));

export const saveVideoPosition = async (unitId: string, position: number) =>
  unwrap(await postAction<UnitProgress>(`${UNIT}/videoProgress`, { unitId, position }, { quiet: true }));

export const previewClassCode = async (code: string) =>
  unwrap(await getAction<ClassPreview>('/teaching/class/preview', { code }, { quiet: true }));

export const joinClassByCode = async (code: string) => {
  const res = await postAction<JoinedClass>('/teaching/class/join', { code }, { quiet: true });
  return { joined: unwrap(res), message: res.message };
};
