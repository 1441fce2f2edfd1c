import { createRequestSlice, type RequestState, requestType } from '@baro/client';
import type { ArticleDetail, ArticlePage, ArticleSearchResult } from '@baro/core';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { hydrate } from './hydrate.ts';

/**
 * SPEC §3 `support`: the request states of the support centre (content API v2 `GET /article`,
 * `/article/{id}`, `/article/search`), typed by the contracts in `@baro/core`. Each drives a
 * screen of the support feature.
 */
export const supportSlice = createRequestSlice({
  name: 'support',
  requestTypes: {
    /** `GET /article` with optional query parameters (the notices). */
    GET_LIST: requestType<ArticlePage>(),
    /** `GET /article?articleType=howto`. */
    GET_HOW_TO_LIST: requestType<ArticlePage>(),
    /** `GET /article?articleType=terms`. */
    GET_TERMS_LIST: requestType<ArticlePage>(),
    /** `GET /article?articleType=faq`. */
    GET_FAQ_LIST: requestType<ArticlePage>(),
    /** `GET /article/{id}`: the article page (rendered by the server first, SPEC §4). */
    GET_DETAIL: requestType<ArticleDetail>(),
    /** `GET /article/search` with query parameters. */
    GET_SEARCH_LIST: requestType<ArticleSearchResult>(),
  },
});

export type SupportState = ReturnType<typeof supportSlice.getInitialState>;

/**
 * The support reducer with SPEC §4's hydration rule: state rendered on the server is merged
 * into the client store, but only the support detail entry (`GET_DETAIL`) is taken over; every
 * other entry keeps the client's value.
 */
export const supportReducer: Reducer<SupportState, UnknownAction> = (state, action) => {
  const next = supportSlice.reducer(state, action);
  if (!hydrate.match(action)) return next;
  const detail = action.payload.support?.GET_DETAIL;
  if (!isRequestState(detail)) return next;
  // Only the four fields of a request state are taken over, whatever else the payload carries.
  const { data, status, failureInfo, key } = detail as RequestState<ArticleDetail>;
  return { ...next, GET_DETAIL: { data, status, failureInfo, key } };
};

function isRequestState(value: unknown): value is RequestState<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { status } = value as { status?: unknown };
  return status === undefined || status === 'SUCCESS' || status === 'FAILURE';
}
