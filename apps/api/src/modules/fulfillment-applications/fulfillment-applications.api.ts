// What the fulfillment applications module offers other modules: the approved-team gate.

export { approvedCustomerOf, type FulfillmentCustomer } from './fulfillment-gate.ts';
