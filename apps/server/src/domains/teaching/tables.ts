// The tables of the teaching domain, gathered for drizzle-kit (db/schema/index.ts).

export * from './certificates/cert-tables.ts';
export * from './courses/course-tables.ts';
export * from './learning/learning-tables.ts';
