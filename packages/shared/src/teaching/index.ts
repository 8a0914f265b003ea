export * from './codes.ts';
export * from './course-dept.ts';
export * from './courses.ts';
export * from './learning.ts';
export * from './units.ts';
