// What the reference module offers other modules: locations and the day's exchange rates.
export { findRatesOn, type RatesOnDate } from './exchange-rates.repository.ts';
export { findLocationRows, type LocationRow } from './locations.repository.ts';
