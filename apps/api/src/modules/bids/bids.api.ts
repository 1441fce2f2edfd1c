// What the bids module offers other modules (the staff API, the calendar, shipments): nothing else of it is theirs.

export { bidAuthorOf, followShipmentProgress } from './follow-shipment.ts';
export { listPartnerQuotesOf } from './list-partner-quotes.ts';
export { partnerQuoteStats } from './partner-quote-stats.ts';
export { type MovedDeadline, rescheduleRuleDeadlines } from './reschedule-rule-deadlines.ts';
