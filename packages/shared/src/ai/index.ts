export * from './chat.ts';
export * from './conversations.ts';
export * from './scenes.ts';
export * from './settings.ts';
