import type { ErrorBody } from '@baro/core';

/** SPEC §3: a request ends in SUCCESS or FAILURE; undefined before it ends, and after INIT. */
export type RequestStatus = 'SUCCESS' | 'FAILURE';

/** Tells apart requests of one type that run side by side (deleting file A and file B). */
export type RequestKey = string | number;

/** The generic request state of SPEC §3, one per request type of a slice. */
export interface RequestState<Data> {
  /** The last successful answer; kept through a later failure so a list does not blank out. */
  readonly data: Data | undefined;
  readonly status: RequestStatus | undefined;
  /** The error body of the last failure (`{ code, message, fields? }`); cleared by a success. */
  readonly failureInfo: ErrorBody | undefined;
  /** The key of the request that produced this result (SPEC §4: the key is echoed on the result). */
  readonly key: RequestKey | undefined;
}

/** What INIT resets a request type to. */
export const EMPTY_REQUEST_STATE: RequestState<never> = Object.freeze({
  data: undefined,
  status: undefined,
  failureInfo: undefined,
  key: undefined,
});

/**
 * Declares one request type of a slice and the type of its data. Only the type matters; the value
 * is an empty marker:
 *
 *     requestTypes: { findPassword: requestType<undefined>(), GET_LIST: requestType<Article[]>() }
 */
export interface RequestTypeDefinition<Data> {
  /** Never set: carries the data type for the compiler. */
  readonly __data?: () => Data;
}

export function requestType<Data = undefined>(): RequestTypeDefinition<Data> {
  return {};
}

/** The data type of a request type definition. */
export type DataOf<Definition> = Definition extends RequestTypeDefinition<infer Data> ? Data : never;

/** The request types of a slice, by name. */
export type RequestTypeDefinitions = Readonly<Record<string, RequestTypeDefinition<unknown>>>;
