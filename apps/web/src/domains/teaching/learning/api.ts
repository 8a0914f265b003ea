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
import { getResult, postResult } from '../../../api/result-calls.ts';
import { readAllPages } from './read-pages.ts';

const COURSE = '/teaching/teachingCourse';
const UNIT = '/teaching/teachingCourseUnit';

export interface HomeCourseParams {
  pageNo: number;
  pageSize: number;
  courseName?: string;
  courseCategory?: number;
}

export const fetchMyCourses = () => getResult<MyCourse[]>(`${COURSE}/mineCourse`, undefined, true);

export const fetchHomeCourses = (params: HomeCourseParams) =>
  getResult<PageResult<HomeCourse>>(`${COURSE}/getHomeCourse`, { ...params }, true);

export const fetchCourseDetail = (id: string) =>
  getResult<CourseDetail>(`${COURSE}/courseDetail`, { id }, true);

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

export const fetchUnitWorkInfo = (unitId: string) =>
  getResult<UnitWorkInfo>(`${UNIT}/getUnitWorkInfo`, { unitId }, true);

export const logUnitView = (unitId: string) =>
  postResult<UnitProgress>(`${UNIT}/unitViewLog`, { unitId }, true);

export const saveVideoPosition = (unitId: string, position: number) =>
  postResult<UnitProgress>(`${UNIT}/videoProgress`, { unitId, position }, true);

export const previewClassCode = (code: string) =>
  getResult<ClassPreview>('/teaching/class/preview', { code }, true);

export const joinClassByCode = async (code: string) => {
  const res = await postAction<JoinedClass>('/teaching/class/join', { code }, { quiet: true });
  return { joined: unwrap(res), message: res.message };
};
