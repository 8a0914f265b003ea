// Every table, gathered for drizzle-kit (migrations) and the database client. Each table is defined
// beside its owner: a platform layer or a domain.
export * from '../../domains/ai/resources.ts';
export * from '../../domains/ai/tables.ts';
export * from '../../domains/contest/tables.ts';
export * from '../../domains/exam/resources.ts';
export * from '../../domains/exam/tables.ts';
export * from '../../domains/identity/access-tables.ts';
export * from '../../domains/identity/account-tables.ts';
export * from '../../domains/identity/tables.ts';
export * from '../../domains/judge/tables.ts';
export * from '../../domains/notice/tables.ts';
export * from '../../domains/ops/resources.ts';
export * from '../../domains/ops/tables.ts';
export * from '../../domains/points/tables.ts';
export * from '../../domains/shop/resources.ts';
export * from '../../domains/shop/tables.ts';
export * from '../../domains/site/resources.ts';
export * from '../../domains/site/tables.ts';
export * from '../../domains/teaching/resources.ts';
export * from '../../domains/teaching/tables.ts';
export * from '../../domains/works/tables.ts';
export * from '../../platform/audit/tables.ts';
export * from '../../platform/auth/tables.ts';
export * from '../../platform/config/tables.ts';
export * from '../../platform/dict/tables.ts';
export * from '../../platform/tenancy/tables.ts';
