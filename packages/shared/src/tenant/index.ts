// The tenant domain's contracts: schools and training organisations (租户), their quotas and licences.
export * from './tenant-notice.ts';
export * from './tenant-schemas.ts';
