import {
  type ApiClient,
  createRequestSlice,
  deleteFile,
  type RequestResult,
  type RunRequestOptions,
  requestType,
  runRequest,
} from '@baro/client';
import type { Dispatch } from '@reduxjs/toolkit';

/**
 * SPEC §3 `upload`: the request state of deleting an uploaded file (`DELETE file/delete` with the
 * file info in the body). Deleting several files side by side tells them apart by the request
 * key (the file key), echoed on the result and in the loading slice.
 */
export const uploadSlice = createRequestSlice({
  name: 'upload',
  requestTypes: {
    deleteFile: requestType<undefined>(),
  },
});

export type UploadState = ReturnType<typeof uploadSlice.getInitialState>;

/** `DELETE file/delete {key}` through `upload.deleteFile`, keyed by the file key (SPEC §3, §4). */
export function requestDeleteFile(
  dispatch: Dispatch,
  client: ApiClient,
  key: string,
  options: Omit<RunRequestOptions<undefined>, 'key'> = {},
): Promise<RequestResult<undefined>> {
  return runRequest(dispatch, uploadSlice, 'deleteFile', () => deleteFile(client, key), { ...options, key });
}
