import type { FileUploader } from '@baro/client';
import { fileUploader as appFileUploader } from './api.ts';

/**
 * The app's two-step uploader (SPEC §4): presigned URLs from `POST /api/file/upload`, the bytes
 * PUT with progress (XMLHttpRequest), then `PUT /api/file/binding`. Its own module so that tests
 * can replace it to PUT nowhere while the API calls still go through the (faked) API client.
 */
export const fileUploader: FileUploader = appFileUploader;
