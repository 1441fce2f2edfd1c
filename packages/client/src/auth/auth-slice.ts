import { createRequestSlice } from '../request-state/create-request-slice.ts';
import { requestType } from '../request-state/request-state.ts';

/** SPEC §3 `auth`: the request states of the account screens. */
export const authSlice = createRequestSlice({
  name: 'auth',
  requestTypes: {
    /** `POST /auth/find/password`: the server answers 202 with no data, whether or not the account exists. */
    findPassword: requestType<undefined>(),
  },
});

export type AuthState = ReturnType<typeof authSlice.getInitialState>;

/** The find-password request state: `status` SUCCESS once the mail is on its way, `failureInfo` otherwise. */
export const selectFindPassword = (rootState: { readonly auth: AuthState }) =>
  authSlice.selectRequest(rootState, 'findPassword');
