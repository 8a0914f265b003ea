// The mobile companion's contracts: content, the public API, assessments and their reports.
export * from './assessment.ts';
export * from './constants.ts';
export * from './mp.ts';
export * from './report.ts';
export * from './scoring.ts';
