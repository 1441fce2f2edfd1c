// What the bids module offers other modules (the staff API): nothing else of it is theirs.
export { listPartnerQuotesOf } from './list-partner-quotes.ts';
export { partnerQuoteStats } from './partner-quote-stats.ts';
export { type MovedDeadline, rescheduleRuleDeadlines } from './reschedule-rule-deadlines.ts';
