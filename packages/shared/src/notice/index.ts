export * from './codes.ts';
export * from './message-template.ts';
export * from './requests.ts';
export * from './responses.ts';
