/** Paths of the student's exam pages. */
export const EXAM_PAGE_PATH = '/kaoshi-online';
export const DEVICE_TEST_PATH = '/kaoshi-online-device';
export const MY_PAPERS_PATH = '/teaching/minePaper/list';
export const MY_RECORDS_PATH = '/exam/userPaper';
