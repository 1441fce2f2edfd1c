/** A request body ready for fetch, and whether it is JSON (which decides the content type). */
export interface EncodedBody {
  readonly body: BodyInit | undefined;
  readonly json: boolean;
}

/**
 * Plain values go as JSON. Bodies the browser knows how to send (files, form data, bytes, URL
 * parameters) go as they are, so the browser sets their content type and multipart boundary.
 */
export function encodeRequestBody(body: unknown): EncodedBody {
  if (body === undefined) return { body: undefined, json: false };
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return { body: body as BodyInit, json: false };
  }
  return { body: JSON.stringify(body), json: true };
}
