/** Where the arena's routes live, and their OpenAPI tag. */
export const CONTEST_BASE = '/api/teaching/teachingContest';
export const CONTEST_TAGS = ['contest'];
