// The identity domain's contracts: request and response schemas shared by the server and the web.

export * from './departs.ts';
export * from './permissions-admin.ts';
export * from './roles.ts';
export * from './users.ts';
