// One interface for where file bytes live (issue 5): the local-disk driver (embedded default; the
// API itself serves HMAC-signed upload/download URLs) and the S3 driver (AWS SDK presigner, any
// S3-compatible store). Objects are private: the only way in or out is a signed, expiring URL
// or a server-side call.

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** A URL the client PUTs exactly `size` bytes of `contentType` to, valid for `expiresInSeconds`. */
  presignUpload(input: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<SignedUrl>;
  /** A URL that answers the object with `Content-Disposition: attachment` carrying `fileName` (RFC 6266). */
  presignDownload(input: {
    key: string;
    fileName: string;
    contentType: string;
    expiresInSeconds: number;
  }): Promise<SignedUrl>;
  /** Server-side write (rendered documents). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Up to the first `length` bytes (content sniffing); empty when the object is missing. */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /** The whole object (imports of uploaded spreadsheets); null when missing. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}
