// The identity domain's contracts: request and response schemas shared by the server and the web.

export * from './account.ts';
export * from './account-codes.ts';
export * from './class-codes.ts';
export * from './current-config.ts';
export * from './departs.ts';
export * from './menu-icons.ts';
export * from './permissions-admin.ts';
export * from './roles.ts';
export * from './session.ts';
export * from './sms.ts';
export * from './sso.ts';
export * from './user-links.ts';
export * from './user-menu.ts';
export * from './users.ts';
