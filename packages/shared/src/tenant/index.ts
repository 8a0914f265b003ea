// The tenant domain's contracts: schools and training organisations (租户), their quotas and licences.
export {};
