import type { FileUploader } from '@baro/client';
import { fileUploader as appFileUploader } from './api.ts';

/**
 * The app's two-step uploader (SPEC §4): presigned URLs from `POST /api/file/upload`, the bytes
 * PUT with progress. Return inspection photos are uploaded with it and bound by the inspection
 * itself. Its own module so that tests can replace it to PUT nowhere.
 */
export const fileUploader: FileUploader = appFileUploader;
