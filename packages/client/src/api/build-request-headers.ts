import type { Language } from '@baro/core';

/** SPEC §7: the locale and region every request carries unless the app says otherwise. */
export const DEFAULT_LOCALE = 'KR';
export const DEFAULT_REGION = 'KR';

/** The header the optional API key travels in. */
export const API_KEY_HEADER = 'x-api-key';

export interface CommonHeaderValues {
  readonly language: Language;
  readonly locale: string;
  readonly region: string;
  readonly apiKey?: string | undefined;
  /** The access token from local or session storage, if any. */
  readonly accessToken?: string | null | undefined;
  /** Set when the body is sent as JSON. */
  readonly jsonBody: boolean;
}

/**
 * The headers of SPEC §7 on every request: `pragma: no-cache` (no cached answer from an old
 * proxy), `locale`, `region`, `lang` (the server answers error messages in this language),
 * `content-type` only with a JSON body, the API key when the app has one, and the bearer token
 * when one is stored. Caller headers go on top.
 */
export function buildRequestHeaders(
  values: CommonHeaderValues,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    pragma: 'no-cache',
    locale: values.locale,
    region: values.region,
    lang: values.language,
  };
  if (values.jsonBody) headers['content-type'] = 'application/json';
  if (values.apiKey) headers[API_KEY_HEADER] = values.apiKey;
  if (values.accessToken) headers.authorization = `Bearer ${values.accessToken}`;
  for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value;
  return headers;
}
