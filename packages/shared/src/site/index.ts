// The site domain's contracts: request and response schemas shared by the server and the web.
export * from './common.ts';
export * from './front-menu.ts';
export * from './index-config.ts';
export * from './news.ts';
export * from './user-paper.ts';
