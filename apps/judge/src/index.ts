export { compareDefault, compareExact, compareFloat } from './checkers.ts';
export { defaultJudgeRoot, type EngineOptions, JudgeEngine, type LanguageInfo } from './engine.ts';
export { ALL_LANGUAGE_IDS } from './languages.ts';
export { formatReport, type SandboxReport } from './sandbox/probe.ts';
export { caseScores, overallVerdict, totalScore } from './scoring.ts';
export type { SelfTestRequest } from './self-test.ts';
export * from './types.ts';
