import { runRequest } from '@baro/client';
import type { Dispatch } from '@reduxjs/toolkit';
import { type SupportState, supportSlice } from '../../../store/support-slice.ts';

export type SupportRequestType = keyof SupportState & string;
export type SupportData<Type extends SupportRequestType> = NonNullable<SupportState[Type]['data']>;

/** Runs one support request through the SPEC §4 sequence, keyed by what it asked for. */
export function runSupportRequest<Type extends SupportRequestType>(
  dispatch: Dispatch,
  type: Type,
  fetcher: () => Promise<SupportData<Type>>,
  key: string,
) {
  // The slice's request types share one shape; the cast names which one runs.
  return runRequest(dispatch, supportSlice, type as 'GET_LIST', fetcher as never, { key });
}
