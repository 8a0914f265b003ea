export * from './certificates.ts';
export * from './codes.ts';
export * from './course-dept.ts';
export * from './courses.ts';
export * from './units.ts';
