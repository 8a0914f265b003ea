export * from './admin.ts';
export * from './backoffice.ts';
export * from './judge.ts';
export * from './notice.ts';
export * from './portal.ts';
export * from './resources.ts';
export * from './system.ts';
