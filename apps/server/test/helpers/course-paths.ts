/** The course and unit API bases, for tests in every domain that set up courses. */
export const COURSE = '/api/teaching/teachingCourse';
export const UNIT = '/api/teaching/teachingCourseUnit';
