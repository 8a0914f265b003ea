import type { ClientCall } from '../client-call.ts';
import { CONTRACT_COURSE } from '../seed-teaching.ts';

const page = { pageNo: '1', pageSize: '10' } as const;

/**
 * The client's teaching calls the server serves today: courses and units, class courses, works,
 * extra homework, Scratch assets and the front-site menu. The API test seed has no teaching demo
 * (it needs file storage), so list answers are read down to the page, not into a record; the student's
 * course map reads the one course the contract seeds (`seed-teaching.ts`).
 */
export const teachingCalls: readonly ClientCall[] = [
  // Front site: menu and home courses, readable signed out.
  { method: 'GET', path: '/teaching/menu/getUserMenu', as: 'anonymous', reads: ['success', 'result'] },
  {
    method: 'GET',
    path: '/teaching/teachingCourse/getHomeCourse',
    as: 'anonymous',
    query: { orderBy: 'time', pageNo: '1', pageSize: '24' },
    reads: ['success', 'result'],
  },
  { method: 'GET', path: '/teaching/menu/list', query: page, reads: ['success', 'result'] },
  // 课程管理 and 单元管理
  {
    method: 'GET',
    path: '/teaching/teachingCourse/list',
    query: { ...page, column: 'createTime', order: 'desc' },
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingCourse/list',
    as: 'teacher',
    query: { pageNo: '1', pageSize: '999' },
    reads: ['result.records'],
    note: 'the unit form loads every course for its select',
  },
  { method: 'GET', path: '/teaching/teachingCourse/queryById', query: { id: 'none' }, reads: [] },
  {
    method: 'GET',
    path: '/teaching/teachingCourseUnit/list',
    query: page,
    reads: ['result.records', 'result.total'],
  },
  { method: 'GET', path: '/teaching/teachingCourseDept/list', query: page, reads: ['result.records'] },
  // Student centre: my courses, units, works and extra homework.
  { method: 'GET', path: '/teaching/teachingCourse/mineCourse', as: 'student', reads: ['success', 'result'] },
  {
    method: 'GET',
    path: '/teaching/teachingCourseUnit/mineUnit',
    as: 'student',
    query: { courseId: 'none' },
    reads: [],
  },
  // 我的课程 → 课程地图 (CourseUnitMap): the course, a page of its units, then a view of one unit.
  {
    method: 'GET',
    path: '/teaching/teachingCourse/queryById',
    as: 'student',
    query: { id: CONTRACT_COURSE.id },
    reads: ['success', 'result.id', 'result.courseName', 'result.courseMap', 'result.showType'],
    note: 'the contract-seeded course, opened to the student class',
  },
  {
    method: 'GET',
    path: '/teaching/teachingCourseUnit/mineUnit',
    as: 'student',
    query: { courseId: CONTRACT_COURSE.id, pageNo: '1', pageSize: '99' },
    reads: [
      'result.records.0.id',
      'result.records.0.unitName',
      'result.records.0.mapX',
      'result.records.0.mapY',
      'result.records.0.courseWorkType',
      'result.total',
    ],
  },
  {
    method: 'GET',
    path: '/teaching/teachingDepartDayLog/unitViewLog',
    as: 'student',
    query: { unitId: CONTRACT_COURSE.unitIds[0] },
    reads: ['success', 'result.unitId', 'result.viewCount'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingWork/mine',
    as: 'student',
    query: { pageNo: '1', pageSize: '12' },
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingWork/mineAdditionalWork',
    as: 'student',
    query: page,
    reads: ['success', 'result'],
  },
  // 作品管理 and the public gallery
  {
    method: 'GET',
    path: '/teaching/teachingWork/list',
    query: { ...page, column: 'createTime', order: 'desc' },
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingWork/greatWork',
    as: 'anonymous',
    query: page,
    reads: ['success', 'result'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingWork/leaderboard',
    as: 'anonymous',
    query: page,
    reads: ['success', 'result'],
  },
  { method: 'GET', path: '/teaching/teachingWork/studentWorkInfo', query: { workId: 'none' }, reads: [] },
  {
    method: 'GET',
    path: '/teaching/teachingWork/queryTeachingWorkCommentByMainId',
    query: { id: 'none' },
    reads: [],
  },
  // 附加作业, 素材
  {
    method: 'GET',
    path: '/teaching/teachingAdditionalWork/list',
    as: 'teacher',
    query: page,
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingScratchAssets/list',
    query: page,
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/teaching/teachingScratchAssets/getScratchAssets',
    as: 'student',
    query: { assetType: '1' },
    reads: ['success'],
  },
  // 新闻
  {
    method: 'GET',
    path: '/teaching/news/list',
    query: page,
    reads: ['result.records', 'result.total'],
  },
];
