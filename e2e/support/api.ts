// A journey's own calls to the API, for the steps another actor takes (staff approve, a worker
// ships): JSON in and out, a bearer token when given, and a thrown error naming the call.

/** The password of every demo account (README: Demo accounts). */
export const DEMO_PASSWORD = 'demo1234!';

/** A Seoul recipient for the orders journeys place. */
export const DEMO_RECIPIENT = {
  name: '김받는',
  phone: '010-2345-6789',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
} as const;

export async function callApi(
  origin: string,
  method: string,
  path: string,
  token: string | null,
  body?: object,
  extra: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...extra,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** An access token for `{email}` or `{loginId}` with the password (the demo one by default). */
export async function logInByApi(
  origin: string,
  credentials: object,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await callApi(origin, 'POST', '/auth/login', null, { ...credentials, password });
  return answer.accessToken as string;
}
