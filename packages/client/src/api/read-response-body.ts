/**
 * The body of a successful answer: undefined when there is none (204, or 202 with an empty body),
 * parsed JSON when the server says it is JSON, the text otherwise.
 */
export async function readResponseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  return /[/+]json\b/i.test(type) ? JSON.parse(text) : text;
}
