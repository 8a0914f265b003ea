export * from './resources.ts';
export * from './system.ts';
