import { createFileUploader, type FileUploader, getLanguage } from '@baro/client';
import { i18n } from '../i18n/i18n.ts';
import { apiClient } from './api.ts';

/**
 * The app's two-step uploader (SPEC §4): presigned URLs from `POST /api/file/upload`, the bytes
 * PUT with progress (XMLHttpRequest), then `PUT /api/file/binding`. Tests replace the module to
 * PUT nowhere while the API calls still go through the (faked) API client.
 */
export const fileUploader: FileUploader = createFileUploader({
  api: apiClient,
  getLanguage: () => getLanguage(i18n),
});
