// What the daily-numbers module offers other modules: the next number of a kind for a Seoul day,
// shared by inbound (IB…) and returns (RT…), so the counters table has one writer.
export { nextDailyNumber } from './daily-numbers.repository.ts';
