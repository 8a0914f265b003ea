export * from './codes.ts';
export * from './requests.ts';
export * from './responses.ts';
