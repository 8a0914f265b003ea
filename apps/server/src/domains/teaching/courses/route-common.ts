/** OpenAPI tag of the teaching routes. */
export const TEACHING_TAGS = ['teaching'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
