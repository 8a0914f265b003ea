// The ops domain's contracts: request and response schemas shared by the server and the web.
export * from './categories.ts';
export * from './check-rules.ts';
export * from './config.ts';
export * from './dashboard.ts';
export * from './dicts.ts';
export * from './files.ts';
export * from './logs.ts';
export * from './monitor.ts';
