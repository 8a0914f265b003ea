// The shop domain's contracts: goods, orders and payments.
export * from './constants.ts';
export * from './goods.ts';
export * from './orders.ts';
export * from './payments.ts';
