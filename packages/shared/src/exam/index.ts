export * from './codes.ts';
export * from './exam.ts';
export * from './paper.ts';
export * from './proctoring.ts';
export * from './question.ts';
