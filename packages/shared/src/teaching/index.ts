export * from './certificates.ts';
export * from './classes.ts';
export * from './codes.ts';
export * from './course-dept.ts';
export * from './courses.ts';
export * from './learning.ts';
export * from './reports.ts';
export * from './units.ts';
