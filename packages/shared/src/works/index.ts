export * from './codes.ts';
export * from './grading.ts';
export * from './homework.ts';
export * from './scratch-assets.ts';
export * from './social.ts';
export * from './work.ts';
