// What the quotas module offers other modules: the daily write quota an operation spends.
export { consumeWriteQuota } from './consume-write-quota.ts';
