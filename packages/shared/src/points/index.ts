// The points domain's contracts: request and response schemas shared by the server and the web.
export * from './ledger.ts';
export * from './rules.ts';
