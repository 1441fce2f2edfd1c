import type { FreightType } from '../contracts/rates.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import type { QuoteUnit } from './quote-lines.ts';

// The charge-code catalogue (issue 18, "Comparing quotes like for like"): every line of a partner's
// quote names what it charges for with one of these codes, so quotes whose lines are worded
// differently ("Ocean freight 40HQ", "해상운임 40HQ") line up, and a charge one partner left out
// shows as left out. Ocean freight is one code per container type because a request can mix
// types and each is priced on its own; everything else is one code whatever the unit.

/** What a charge is counted per: container (of its type), revenue ton, chargeable kg, B/L, shipment. */
export const CHARGE_BASES = ['container', 'rt', 'chargeable_kg', 'bl', 'shipment'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

/** The codes in the order a comparison lists them: freight first, then surcharges, locals, services. */
export const CHARGE_CODES = [
  'OFR_20DRY',
  'OFR_40DRY',
  'OFR_40HQ',
  'OFR_LCL',
  'AFR',
  'BAF',
  'LSS',
  'THC',
  'DOC',
  'CFS',
  'WFG',
  'HANDLING',
  'CUSTOMS',
  'TRUCKING',
  'INSURANCE',
  'OTHER',
] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

export interface ChargeCodeEntry {
  readonly code: ChargeCode;
  readonly nameKo: string;
  readonly nameEn: string;
  readonly basis: ChargeBasis;
  /** The container type of an ocean-freight-per-container code; null for the rest. */
  readonly containerType: '20DRY' | '40DRY' | '40HQ' | null;
  /** The modes the charge is usual for (a form offers these first; any code is accepted on any mode). */
  readonly freightTypes: readonly FreightType[];
}

const ALL: readonly FreightType[] = ['FCL', 'LCL', 'AIR'];
const SEA: readonly FreightType[] = ['FCL', 'LCL'];

const entry = (
  code: ChargeCode,
  nameKo: string,
  nameEn: string,
  basis: ChargeBasis,
  freightTypes: readonly FreightType[],
  containerType: ChargeCodeEntry['containerType'] = null,
): ChargeCodeEntry => ({ code, nameKo, nameEn, basis, containerType, freightTypes });

/** The catalogue, in {@link CHARGE_CODES} order. */
export const CHARGE_CATALOGUE: readonly ChargeCodeEntry[] = deepFreeze([
  entry('OFR_20DRY', '해상운임 20DRY', 'Ocean freight 20DRY', 'container', ['FCL'], '20DRY'),
  entry('OFR_40DRY', '해상운임 40DRY', 'Ocean freight 40DRY', 'container', ['FCL'], '40DRY'),
  entry('OFR_40HQ', '해상운임 40HQ', 'Ocean freight 40HQ', 'container', ['FCL'], '40HQ'),
  entry('OFR_LCL', '해상운임 (LCL)', 'Ocean freight (LCL)', 'rt', ['LCL']),
  entry('AFR', '항공운임', 'Air freight', 'chargeable_kg', ['AIR']),
  entry('BAF', '유류할증료 (BAF)', 'Bunker adjustment factor (BAF)', 'container', ALL),
  entry('LSS', '저유황할증료 (LSS)', 'Low sulphur surcharge (LSS)', 'container', SEA),
  entry('THC', '터미널 화물처리비 (THC)', 'Terminal handling charge (THC)', 'container', SEA),
  entry('DOC', '서류발급비 (DOC)', 'Documentation fee (DOC)', 'bl', ALL),
  entry('CFS', 'CFS 작업료', 'CFS charge', 'rt', ['LCL']),
  entry('WFG', '부두사용료 (WFG)', 'Wharfage (WFG)', 'rt', SEA),
  entry('HANDLING', '핸들링 수수료', 'Handling fee', 'shipment', ALL),
  entry('CUSTOMS', '통관 수수료', 'Customs clearance', 'shipment', ALL),
  entry('TRUCKING', '내륙 운송비', 'Inland trucking', 'shipment', ALL),
  entry('INSURANCE', '적하보험료', 'Cargo insurance', 'shipment', ALL),
  entry('OTHER', '기타', 'Other', 'shipment', ALL),
]);

const BY_CODE = new Map<string, ChargeCodeEntry>(CHARGE_CATALOGUE.map((item) => [item.code, item]));

export const isChargeCode = (value: unknown): value is ChargeCode =>
  typeof value === 'string' && BY_CODE.has(value);

/** The catalogue entry of a code (OTHER's for an unknown one, so old data still reads). */
export function chargeCodeEntry(code: string): ChargeCodeEntry {
  return BY_CODE.get(code) ?? (BY_CODE.get('OTHER') as ChargeCodeEntry);
}

/** The code's name in the reader's language. */
export function chargeCodeName(code: string, language: Language): string {
  const item = chargeCodeEntry(code);
  return language === 'en' ? item.nameEn : item.nameKo;
}

/** The ocean-freight code of a container type (null for a type the catalogue does not know). */
export function oceanFreightCode(containerType: string): ChargeCode | null {
  return CHARGE_CATALOGUE.find((item) => item.containerType === containerType)?.code ?? null;
}

/** The unit a new line of the code is charged per on a mode (a container basis is R/T on LCL, kg on air). */
export function chargeCodeUnit(code: string, freightType: FreightType): QuoteUnit {
  const { basis } = chargeCodeEntry(code);
  switch (basis) {
    case 'container':
      return freightType === 'FCL' ? 'CNTR' : freightType === 'LCL' ? 'RT' : 'KG';
    case 'rt':
      return 'RT';
    case 'chargeable_kg':
      return 'KG';
    case 'bl':
    case 'shipment':
      return 'BL';
  }
}

/** The codes usual for a mode, in catalogue order (the form lists these; OTHER always). */
export function chargeCodesFor(freightType: FreightType): ChargeCode[] {
  return CHARGE_CATALOGUE.filter((item) => item.freightTypes.includes(freightType)).map((item) => item.code);
}

// ── reading a code from a free-text name (lines written before codes existed) ─────────────────

const KEYWORDS: readonly (readonly [ChargeCode, RegExp])[] = [
  ['THC', /\bthc\b|terminal\s*handling|터미널/],
  ['LSS', /\blss\b|low\s*sul|저유황/],
  ['BAF', /\bbaf\b|\bfsc\b|bunker|fuel|유류/],
  ['CFS', /\bcfs\b/],
  ['WFG', /\bwfg\b|wharfage|부두/],
  ['DOC', /\bdoc\b|\bdocs\b|document|서류|\bb\/?l\s*fee/],
  ['CUSTOMS', /customs|clearance|통관/],
  ['TRUCKING', /truck|inland|drayage|내륙|트럭/],
  ['INSURANCE', /insurance|보험/],
  ['HANDLING', /handling|핸들링|취급/],
];

const FREIGHT_WORDS = /freight|\bo\/?f\b|\bofr?\b|\bafr?\b|운임|해상|항공/;

/** A container type named in a line's text (`40HQ`, `40HC`, `20GP`, `40'`…), or null. */
function containerTypeIn(text: string): '20DRY' | '40DRY' | '40HQ' | null {
  if (/40\s*('|ft)?\s*(hq|hc|high)/.test(text)) return '40HQ';
  if (/40\s*('|ft)?\s*(dry|dv|gp|st)|40\s*('|ft)/.test(text)) return '40DRY';
  if (/20\s*('|ft)?\s*(dry|dv|gp|st)|20\s*('|ft)/.test(text)) return '20DRY';
  return null;
}

/**
 * The best code for a line that has only a name (lines quoted before codes existed, and clients
 * that do not send one): surcharge and service keywords first, then freight by mode — ocean
 * freight takes the container type from the name, or the request's only type — else OTHER.
 */
export function guessChargeCode(
  name: string,
  request: { freightType: FreightType; containerTypes: readonly string[] },
): ChargeCode {
  const text = name.toLowerCase();
  for (const [code, pattern] of KEYWORDS) if (pattern.test(text)) return code;
  const named = containerTypeIn(text);
  const freight = FREIGHT_WORDS.test(text) || (named !== null && request.freightType === 'FCL');
  if (!freight) return 'OTHER';
  if (request.freightType === 'AIR') return 'AFR';
  if (request.freightType === 'LCL') return 'OFR_LCL';
  const only = [...new Set(request.containerTypes)];
  const type = named ?? (only.length === 1 ? only[0] : undefined);
  return (type === undefined ? null : oceanFreightCode(type)) ?? 'OTHER';
}
