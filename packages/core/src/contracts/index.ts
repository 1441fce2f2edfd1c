// Contracts: one zod schema per request and response body, shared by server, clients and tests.
export * from './admin.ts';
export * from './auth.ts';
export * from './bids.ts';
export * from './common.ts';
export * from './estimates.ts';
export * from './files.ts';
export * from './health.ts';
export * from './labels.ts';
export * from './partners.ts';
export * from './printing.ts';
export * from './rates.ts';
export * from './reference.ts';
export * from './shipments.ts';
export * from './teams.ts';
export * from './tracking.ts';
export * from './users.ts';
export * from './webhooks.ts';
