export * from './dates.ts';
export * from './envelope.ts';
export * from './format.ts';
export * from './notice.ts';
export * from './paging.ts';
export * from './resources/define.ts';
export * from './resources/index.ts';
export * from './resources/schemas.ts';
