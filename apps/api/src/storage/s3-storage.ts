import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mimeEssenceOf } from '@baro/core';
import { contentDisposition } from './content-disposition.ts';
import type { ObjectStorage, SignedUrl } from './object-storage.ts';

// Any S3-compatible store through the AWS SDK v3. The bucket stays private: clients only ever get
// presigned URLs. The upload URL signs Content-Type and Content-Length, so the store itself refuses
// other bytes; the download URL asks the store to answer with our Content-Disposition (the real
// file name), Content-Type and `Cache-Control: no-store`. Checksums only when an operation
// requires them, which keeps S3-compatible stores that do not know the newer checksum headers working.

export interface S3StorageOptions {
  /** e.g. `https://s3.ap-northeast-2.amazonaws.com` or a MinIO/R2 URL; the SDK's default when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Absent: the SDK's default credential chain (instance role, AWS_* variables, profiles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  now: () => Date;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'));

export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly #now: () => Date;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.#now = options.now;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #signing(expiresInSeconds: number) {
    const signingDate = this.#now();
    const expiresIn = Math.max(1, Math.floor(expiresInSeconds));
    return { signingDate, expiresIn, expiresAt: new Date(signingDate.getTime() + expiresIn * 1000) };
  }

  async presignUpload(input: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<SignedUrl> {
    const { signingDate, expiresIn, expiresAt } = this.#signing(input.expiresInSeconds);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: input.key,
      ContentType: mimeEssenceOf(input.contentType),
      ContentLength: input.size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      signingDate,
      // The presigner leaves Content-Type unsigned by default; signing it (and the length) makes
      // the store refuse an upload of another type or size.
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, expiresAt };
  }

  async presignDownload(input: {
    key: string;
    fileName: string;
    contentType: string;
    expiresInSeconds: number;
  }): Promise<SignedUrl> {
    const { signingDate, expiresIn, expiresAt } = this.#signing(input.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: input.key,
      ResponseContentDisposition: contentDisposition(input.fileName),
      ResponseContentType: input.contentType,
      ResponseCacheControl: 'no-store',
    });
    const url = await getSignedUrl(this.client, command, { expiresIn, signingDate });
    return { url, expiresAt };
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array();
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      return bytes.length > length ? bytes.subarray(0, length) : bytes;
    } catch (error) {
      // 416: the object is empty, so there is no first byte to range from.
      if (isMissing(error) || statusOf(error) === 416) return new Uint8Array();
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
  }
}

/** The S3 driver (see S3Storage). */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  return new S3Storage(options);
}
