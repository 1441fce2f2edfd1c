import { createRequestSlice, requestType } from '@baro/client';

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
