export * from './arena.ts';
export * from './board.ts';
export * from './codes.ts';
export * from './contest.ts';
