import {
  CONTAINER_TYPES,
  type ContainerType,
  type EstimateSearchResult,
  FREIGHT_TYPES,
  type FreightType,
  isCurrencyCode,
  isIncoterm,
  type SearchEstimateRequest,
} from '@baro/core';
import {
  type CargoRequestValues,
  defaultCargoRequest,
  locationKindOf,
  requestText,
  servicesOf,
} from '../../components/cargo/cargo-request.ts';
import {
  type ContainerRow,
  containersOf,
  MAX_CONTAINER_ROWS,
  MAX_PACKAGE_ROWS,
  type PackageRow,
  packagesOf,
} from '../../components/cargo/cargo-rows.ts';

// The instant-quote search as the form edits it and as the address carries it, so a result page
// can be reloaded or shared: `/forwarding/quote?freightType=FCL&pol=CNSHA&pod=KRPUS&incoterms=FOB
// &cargoReadyDate=2026-03-02&container=40HQ*2&log=est_…`. `log` names the search's estimate log;
// with it the page reads the logged answer back instead of searching again.

/** The search form's values: the shared cargo request (components/cargo). */
export type QuoteFormValues = CargoRequestValues;

/** A fresh form: ocean FCL, one 40' high cube, FOB (the usual terms of a Korean import). */
export const defaultQuoteValues = defaultCargoRequest;

export { locationKindOf };

/** The query parameters of the quote page. */
export const QUOTE_PARAMS = {
  freightType: 'freightType',
  pol: 'pol',
  pod: 'pod',
  incoterms: 'incoterms',
  cargoReadyDate: 'cargoReadyDate',
  /** Repeated: `40HQ*2`. */
  container: 'container',
  /** Repeated: `120x100x150x300x4` = L×W×H cm × kg per piece × pieces. */
  package: 'package',
  /** Repeated: `customsClearance`, `insurance`, `inlandTransport`. */
  service: 'service',
  cargoValue: 'cargoValue',
  cargoCurrency: 'cargoCurrency',
  /** The commodity (품명), as typed. */
  commodity: 'commodity',
  /** The estimate log of the search shown. */
  log: 'log',
  /** `run=1`: search at once when the page opens (the landing's entry), instead of a filled-in form. */
  run: 'run',
  /** Result view: `price` (default) or `transit`. */
  sort: 'sort',
  partner: 'partner',
  carrier: 'carrier',
  maxDays: 'maxDays',
} as const;

const SERVICE_KEYS = ['customsClearance', 'insurance', 'inlandTransport'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{3,5}$/;
const NUMBER = /^\d+(?:\.\d+)?$/;

const isFreightType = (value: string | null): value is FreightType =>
  FREIGHT_TYPES.includes(value as FreightType);
const isContainerType = (value: string | undefined): value is ContainerType =>
  CONTAINER_TYPES.includes(value as ContainerType);
/** A number of the address; any other text is kept as it is, for the form to refuse in words. */
const readNumber = (value: string | undefined): number | string =>
  value === undefined ? '' : NUMBER.test(value) ? Number(value) : value;

/** `40HQ*2` → a container row; null when it is not one. */
function parseContainer(text: string): ContainerRow | null {
  const [type, quantity] = text.split('*');
  if (!isContainerType(type)) return null;
  return { type, quantity: readNumber(quantity) };
}

/** `120x100x150x300x4` → a package row; null when it is not one. */
function parsePackage(text: string): PackageRow | null {
  const parts = text.split('x');
  if (parts.length !== 5) return null;
  const [length, width, height, weight, quantity] = parts.map(readNumber) as [
    number | string,
    number | string,
    number | string,
    number | string,
    number | string,
  ];
  return { length, width, height, weight, quantity };
}

/**
 * The form values an address carries, over the defaults; what cannot be read is left at its
 * default (a shared or hand-edited address never breaks the page). Duplicate container types
 * keep the first.
 */
export function parseQuoteParams(params: URLSearchParams): QuoteFormValues {
  const values = defaultQuoteValues();
  const freightType = params.get(QUOTE_PARAMS.freightType);
  if (isFreightType(freightType)) values.freightType = freightType;
  for (const field of ['pol', 'pod'] as const) {
    const code = params.get(QUOTE_PARAMS[field])?.trim().toUpperCase() ?? '';
    if (CODE.test(code)) values[field] = code;
  }
  const incoterms = params.get(QUOTE_PARAMS.incoterms);
  if (isIncoterm(incoterms)) values.incoterms = incoterms;
  const date = params.get(QUOTE_PARAMS.cargoReadyDate) ?? '';
  if (DATE.test(date)) values.cargoReadyDate = date;

  const containers: ContainerRow[] = [];
  for (const text of params.getAll(QUOTE_PARAMS.container)) {
    const row = parseContainer(text);
    if (row && !containers.some((other) => other.type === row.type)) containers.push(row);
  }
  if (containers.length > 0) values.containers = containers.slice(0, MAX_CONTAINER_ROWS);
  const packages = params
    .getAll(QUOTE_PARAMS.package)
    .map(parsePackage)
    .filter((row): row is PackageRow => row !== null);
  if (packages.length > 0) values.packages = packages.slice(0, MAX_PACKAGE_ROWS);

  const services = new Set(params.getAll(QUOTE_PARAMS.service));
  for (const key of SERVICE_KEYS) values.services[key] = services.has(key);
  values.services.cargoValue.amount = readNumber(params.get(QUOTE_PARAMS.cargoValue) ?? undefined);
  const currency = params.get(QUOTE_PARAMS.cargoCurrency)?.toUpperCase() ?? '';
  if (isCurrencyCode(currency)) values.services.cargoValue.currency = currency;
  values.cargoDescription = params.get(QUOTE_PARAMS.commodity) ?? '';
  return values;
}

const text = (value: number | string): string => String(value).trim();

/**
 * The address parameters of a search: what the type of freight uses (containers for FCL,
 * packages for LCL and AIR), blank fields left out. Inverse of {@link parseQuoteParams}.
 */
export function quoteParamsOf(values: QuoteFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set(QUOTE_PARAMS.freightType, values.freightType);
  if (values.pol) params.set(QUOTE_PARAMS.pol, values.pol);
  if (values.pod) params.set(QUOTE_PARAMS.pod, values.pod);
  params.set(QUOTE_PARAMS.incoterms, values.incoterms);
  if (values.cargoReadyDate) params.set(QUOTE_PARAMS.cargoReadyDate, values.cargoReadyDate);
  if (values.freightType === 'FCL') {
    for (const row of values.containers)
      params.append(QUOTE_PARAMS.container, `${row.type}*${text(row.quantity)}`);
  } else {
    for (const row of values.packages) {
      const parts = [row.length, row.width, row.height, row.weight, row.quantity].map(text);
      if (parts.some((part) => part !== '')) params.append(QUOTE_PARAMS.package, parts.join('x'));
    }
  }
  for (const key of SERVICE_KEYS) if (values.services[key]) params.append(QUOTE_PARAMS.service, key);
  if (values.services.insurance && text(values.services.cargoValue.amount) !== '') {
    params.set(QUOTE_PARAMS.cargoValue, text(values.services.cargoValue.amount));
    params.set(QUOTE_PARAMS.cargoCurrency, values.services.cargoValue.currency);
  }
  if (values.cargoDescription.trim() !== '') params.set(QUOTE_PARAMS.commodity, values.cargoDescription);
  return params;
}

/** What the landing page (or a schedule row) can prefill: the lane, the freight and the day. */
export interface QuotePrefill {
  freightType?: FreightType;
  pol?: string;
  pod?: string;
  cargoReadyDate?: string;
  /** Search at once with it (and the form's default cargo) rather than open the form filled in. */
  run?: boolean;
}

/**
 * The quote page's query string for a prefill (no `?`); the form opens with it filled in, or,
 * with `run`, the page searches at once (and opens the form with what is missing when it cannot).
 */
export function quotePrefillQuery(prefill: QuotePrefill): string {
  const params = new URLSearchParams();
  if (prefill.freightType) params.set(QUOTE_PARAMS.freightType, prefill.freightType);
  if (prefill.pol) params.set(QUOTE_PARAMS.pol, prefill.pol);
  if (prefill.pod) params.set(QUOTE_PARAMS.pod, prefill.pod);
  if (prefill.cargoReadyDate) params.set(QUOTE_PARAMS.cargoReadyDate, prefill.cargoReadyDate);
  if (prefill.run) params.set(QUOTE_PARAMS.run, '1');
  return params.toString();
}

/**
 * The `POST /api/searchEstimate` body of the form's values: containers for FCL, packages for
 * LCL and AIR; blank numbers stay undefined so the contract reports them as required.
 */
export function toSearchRequest(values: QuoteFormValues): SearchEstimateRequest {
  const cargoDescription = requestText(values.cargoDescription);
  const request = {
    freightType: values.freightType,
    pol: values.pol,
    pod: values.pod,
    incoterms: values.incoterms,
    cargoReadyDate: values.cargoReadyDate,
    ...(values.freightType === 'FCL'
      ? { containers: containersOf(values.containers) }
      : { packages: packagesOf(values.packages) }),
    services: servicesOf(values.services),
    ...(cargoDescription === undefined ? {} : { cargoDescription }),
  };
  // Blank numbers are sent as missing (the contract says they are required), a text that is no
  // number as NaN ("enter a number"), and every number as typed: nothing is clamped to fit.
  return request as SearchEstimateRequest;
}

/** The form values of a logged search (to show and edit the search a result answered). */
export function valuesOfResult(result: EstimateSearchResult): QuoteFormValues {
  const values = defaultQuoteValues();
  values.freightType = result.freightType;
  values.pol = result.pol.code;
  values.pod = result.pod.code;
  values.incoterms = result.incoterms;
  values.cargoReadyDate = result.cargoReadyDate;
  if (result.containers.length > 0) values.containers = result.containers.map((row) => ({ ...row }));
  if (result.packages.length > 0) values.packages = result.packages.map((row) => ({ ...row }));
  values.services = {
    customsClearance: result.services.customsClearance,
    insurance: result.services.insurance,
    inlandTransport: result.services.inlandTransport,
    cargoValue: result.services.cargoValue
      ? { ...result.services.cargoValue }
      : { amount: '', currency: 'USD' },
  };
  values.cargoDescription = result.cargoDescription ?? '';
  return values;
}

/** True when the address asks to search at once (`run=1`) and shows no result yet. */
export function wantsSearchAtOnce(params: URLSearchParams): boolean {
  return params.get(QUOTE_PARAMS.run) === '1' && !params.has(QUOTE_PARAMS.log);
}

/** True when the address names the search itself (not only a result view or nothing at all). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return params.has(QUOTE_PARAMS.freightType) || params.has(QUOTE_PARAMS.pol) || params.has(QUOTE_PARAMS.pod);
}
