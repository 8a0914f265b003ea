// The notice contracts live in `notice/`; this file keeps `@ck/shared/notice` imports working.
export * from './notice/index.ts';
