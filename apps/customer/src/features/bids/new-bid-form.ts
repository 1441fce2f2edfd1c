import {
  BID_FIELD_MESSAGES,
  type CreateBidRequest,
  createBidRequestSchema,
  FIELD_MESSAGES,
  type Language,
  toFieldErrors,
} from '@baro/core';
import {
  type CargoRequestValues,
  defaultCargoRequest,
  requestText,
  servicesOf,
} from '../../components/cargo/cargo-request.ts';
import { containersOf, packagesOf } from '../../components/cargo/cargo-rows.ts';

// The new bid form's values, how they become a `POST /api/bid` body, and the messages of what is
// wrong with them: the request contract itself (createBidRequestSchema) judges the body, so the
// form says exactly what the server would, before anything is sent.

/** The shared cargo request (components/cargo) and the memo to the partners. */
export interface NewBidValues extends CargoRequestValues {
  memo: string;
}

export function initialNewBidValues(): NewBidValues {
  return { ...defaultCargoRequest(), memo: '' };
}

/**
 * The request body of the values: only the cargo lines of the freight type (containers for FCL,
 * packages for LCL and air), services only when one is asked for, the cargo value only with
 * insurance, and no empty texts. `fileKeys` are left out: attachments are bound after creation
 * with their document types.
 */
export function toCreateBidRequest(values: NewBidValues): CreateBidRequest {
  const { customsClearance, insurance, inlandTransport } = values.services;
  const body: Record<string, unknown> = {
    freightType: values.freightType,
    pol: requestText(values.pol),
    pod: requestText(values.pod),
    incoterms: requestText(values.incoterms),
    cargoReadyDate: requestText(values.cargoReadyDate),
  };
  if (values.freightType === 'FCL') body.containers = containersOf(values.containers);
  else body.packages = packagesOf(values.packages);
  if (customsClearance || insurance || inlandTransport) body.services = servicesOf(values.services);
  const description = requestText(values.cargoDescription);
  if (description !== undefined) body.cargoDescription = description;
  const memo = requestText(values.memo);
  if (memo !== undefined) body.memo = memo;
  // Undefined members are dropped, as JSON would drop them: the body compares equal to what is
  // sent. A number that is not one (NaN) stays: the contract refuses it before anything is sent.
  return dropUndefined(body) as CreateBidRequest;
}

/** A copy without undefined members, at every depth (what JSON.stringify would drop). */
function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUndefined);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => [key, dropUndefined(member)]),
  );
}

/** Where a message of the contract (a dotted path of the body) is shown in the form. */
export function formFieldOf(path: string): string {
  if (path === 'services.cargoValue') return 'services.cargoValue.amount';
  if (path.startsWith('services.cargoValue.')) return path;
  if (path.startsWith('services')) return 'services';
  return path;
}

/** Puts each message under its form field; the first one of a field wins. */
export function toFormErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf(path);
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  }
  return errors;
}

/**
 * What is wrong with the values, keyed by form field (`pol`, `containers.0.quantity`), in
 * `language`: the contract's messages, and a cargo-ready day before `today` (Seoul), which the
 * server refuses too. Empty when the request can be sent.
 */
export function checkNewBid(values: NewBidValues, language: Language, today: string): Record<string, string> {
  const body = toCreateBidRequest(values);
  const parsed = createBidRequestSchema.safeParse(body);
  const fields = parsed.success ? {} : toFieldErrors(parsed.error, language, body);
  const errors = toFormErrors(fields);
  // zod leaves the cross-field rules out while a cargo line is wrong: say them anyway, as the
  // server would once the lines are right.
  const messages = BID_FIELD_MESSAGES[language];
  const put = (field: string, message: string) => {
    if (!Object.hasOwn(errors, field)) errors[field] = message;
  };
  for (const field of ['pol', 'pod', 'incoterms', 'cargoReadyDate'] as const) {
    if (values[field].trim() === '') put(field, FIELD_MESSAGES[language].required);
  }
  if (values.pol !== '' && values.pol === values.pod) put('pod', messages.sameLocation);
  if (values.freightType === 'FCL' && values.containers.length === 0)
    put('containers', messages.containersForFcl);
  if (values.freightType !== 'FCL' && values.packages.length === 0)
    put('packages', messages.packagesForLclAir);
  if (!errors.cargoReadyDate && values.cargoReadyDate !== '' && values.cargoReadyDate < today) {
    errors.cargoReadyDate = messages.cargoReadyInPast;
  }
  return errors;
}
