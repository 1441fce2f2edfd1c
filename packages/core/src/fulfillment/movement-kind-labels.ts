import type { Language } from '../i18n/language.ts';
import type { MovementKind } from './stock.ts';

/** What each kind of ledger movement is called, on the customer's and the warehouse's screens. */
export const MOVEMENT_KIND_LABELS: Readonly<Record<Language, Readonly<Record<MovementKind, string>>>> =
  Object.freeze({
    ko: Object.freeze({
      receive: '입고',
      putaway: '적치',
      reserve: '예약',
      release: '예약 해제',
      pick: '피킹',
      ship: '출고',
      adjust: '조정',
      restock: '반품 재입고',
      quarantine: '격리',
      dispose: '폐기',
    }),
    en: Object.freeze({
      receive: 'Received',
      putaway: 'Put away',
      reserve: 'Reserved',
      release: 'Released',
      pick: 'Picked',
      ship: 'Shipped',
      adjust: 'Adjusted',
      restock: 'Restocked',
      quarantine: 'Quarantined',
      dispose: 'Disposed',
    }),
  });
