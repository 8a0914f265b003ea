// The tables of the exam domain, gathered for drizzle-kit (db/schema/index.ts).

export * from './exams/exam-tables.ts';
export * from './papers/paper-tables.ts';
export * from './proctoring/pairing-tables.ts';
export * from './questions/question-tables.ts';
