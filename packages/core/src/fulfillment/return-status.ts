import { stateMachine } from './state-machine.ts';

// A return (반품): the customer asks for it on a shipped order (`requested`), the carrier picks it
// up (`in_transit`), it reaches the warehouse (`arrived`), each item is inspected and restocked,
// quarantined or disposed (`inspected`), and the return is closed (`completed`). The customer may
// cancel it while it has not been picked up. A kit comes back as its components.

export const RETURN_STATUSES = [
  'requested',
  'in_transit',
  'arrived',
  'inspected',
  'completed',
  'canceled',
  'returned_to_sender',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusMachine = stateMachine<ReturnStatus>(RETURN_STATUSES, {
  requested: ['in_transit', 'arrived', 'canceled'],
  in_transit: ['arrived', 'returned_to_sender'],
  arrived: ['inspected'],
  inspected: ['completed'],
  completed: [],
  canceled: [],
  // 반송: the carrier took the collection parcel back to the buyer instead of the warehouse.
  returned_to_sender: [],
});

/** What the warehouse decides for each returned item, and the ledger movement it records. */
export const RETURN_OUTCOMES = ['restock', 'quarantine', 'dispose'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

export const RETURN_REASONS = ['changed_mind', 'defective', 'damaged', 'wrong_item', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
