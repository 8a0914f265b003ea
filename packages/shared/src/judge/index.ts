// The judge domain's contracts: request and response schemas shared by the server and the web.
export * from './codes.ts';
export * from './languages.ts';
export * from './problem-requests.ts';
export * from './problem-responses.ts';
export * from './session.ts';
export * from './submission-requests.ts';
export * from './submission-responses.ts';
