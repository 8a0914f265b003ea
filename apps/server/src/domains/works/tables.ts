// The tables of the works domain, gathered for drizzle-kit (db/schema/index.ts).

export * from './homework/homework-tables.ts';
export * from './scratch-assets/asset-tables.ts';
export * from './social/social-tables.ts';
export * from './work/work-tables.ts';
