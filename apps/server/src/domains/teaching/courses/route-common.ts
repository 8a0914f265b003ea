/** OpenAPI tag of the teaching routes. */
export const TEACHING_TAGS = ['teaching'];
