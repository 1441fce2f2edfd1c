import { WEBHOOK_HEADERS } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../src/modules/webhooks/deliver-webhooks.ts';
import { enqueueWebhookEvent, verifyWebhookSignature } from '../src/modules/webhooks/webhooks.api.ts';
import { authHeaders, createCustomer, createTeam } from './support/accounts.ts';
import { startHttpTestServer } from './support/http-test-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Webhooks end to end against a local receiver that verifies the signature like a customer would:
// registration (masters/admins, HTTPS-only policy), events queued in a transaction, signed
// delivery, retries with backoff over the 24-hour window, the delivery log and a manual re-send.
describe('webhooks', () => {
  let database: TestDatabase;
  let app: TestApp;
  let receiver: Awaited<ReturnType<typeof startHttpTestServer>>;
  let secret = '';
  let answer = 200;
  const verified: boolean[] = [];
  let master: Record<string, string>;
  let member: Record<string, string>;
  let other: Record<string, string>;
  let teamId = '';
  let masterUser: Awaited<ReturnType<typeof createTeam>>['master'];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, {
      env: { WEBHOOK_ALLOW_INSECURE: 'true', WEBHOOK_TIMEOUT_MS: '2000' },
    });
    await app.ready();
    receiver = await startHttpTestServer((request, response) => {
      verified.push(
        verifyWebhookSignature(
          secret,
          request.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string,
          request.body,
          app.clock.now(),
        ),
      );
      response.writeHead(answer, { 'content-type': 'text/plain' });
      response.end(answer === 200 ? 'ok' : 'temporarily down');
    });
    const team = await createTeam(database);
    teamId = team.teamId;
    masterUser = team.master;
    master = await authHeaders(app, database, team.master);
    member = await authHeaders(app, database, await createCustomer(database, { teamId, role: 'member' }));
    other = await authHeaders(app, database, (await createTeam(database)).master);
  });
  beforeEach(() => {
    answer = 200;
    verified.length = 0;
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
    await database.close();
  });

  const deps = () => ({
    db: database.db,
    now: app.clock.now,
    env: { WEBHOOK_ALLOW_INSECURE: true, WEBHOOK_TIMEOUT_MS: 2000 },
  });

  it('lets the master register an endpoint and answers the secret once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: master,
      payload: {
        url: `${receiver.url}/hooks`,
        description: '주문 연동',
        events: ['tracking.updated', 'order.shipped'],
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      url: `${receiver.url}/hooks`,
      events: ['order.shipped', 'tracking.updated'],
      enabled: true,
    });
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secretHint).toBe(`whsec_…${body.secret.slice(-4)}`);
    secret = body.secret;
    const listed = await app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: master });
    expect(listed.json().endpoints).toHaveLength(1);
    expect(listed.json().endpoints[0].secret).toBeUndefined();
  });

  it('refuses members, other teams and bad input', async () => {
    const [endpoint] = (
      await app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: master })
    ).json().endpoints;
    expect(
      (await app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: member })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint.id}`, headers: other }))
        .statusCode,
    ).toBe(404);
    const noEvents = await app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: master,
      payload: { url: 'https://a.example/x', events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    expect(Object.keys(noEvents.json().fields)).toEqual(['events']);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: master,
      payload: { url: 'https://a.example/x', events: ['order.eaten'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('delivers a signed event queued in a transaction, once it commits', async () => {
    await database.db
      .transaction()
      .execute((trx) =>
        enqueueWebhookEvent(
          trx,
          teamId,
          'order.shipped',
          { orderId: 'ord_1', status: 'shipped' },
          { now: app.clock.now() },
        ),
      );
    // Rolled back: nothing leaves.
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueWebhookEvent(trx, teamId, 'order.shipped', { orderId: 'ord_2' });
        throw new Error('rollback');
      })
      .catch(() => {});
    // Not subscribed: nothing leaves.
    await database.db
      .transaction()
      .execute((trx) => enqueueWebhookEvent(trx, teamId, 'inventory.low', { skuId: 'sku_1' }));

    expect(await deliverDueWebhooks(deps())).toBe(1);
    expect(verified).toEqual([true]);
    const request = receiver.requests.at(-1);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({ type: 'order.shipped', data: { orderId: 'ord_1', status: 'shipped' } });
    expect(body.createdAt).toMatch(/\+09:00$/);
    expect(request?.headers['baro-event-id']).toBe(body.id);
    expect(request?.headers['baro-event-type']).toBe('order.shipped');
  });

  it('retries with backoff, keeps the last answer, and re-sends on demand', async () => {
    answer = 503;
    await database.db
      .transaction()
      .execute((trx) =>
        enqueueWebhookEvent(
          trx,
          teamId,
          'tracking.updated',
          { invoiceNo: '612345678905' },
          { now: app.clock.now() },
        ),
      );
    await deliverDueWebhooks(deps());
    const [endpoint] = (
      await app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: master })
    ).json().endpoints;
    let log = (
      await app.inject({
        method: 'GET',
        url: `/api/webhooks/endpoints/${endpoint.id}/deliveries?status=retrying`,
        headers: master,
      })
    ).json();
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastResponseStatus: 503,
      lastResponseBody: 'temporarily down',
    });
    // Not due yet: nothing is sent.
    expect(await deliverDueWebhooks(deps())).toBe(0);
    app.clock.advance(31_000);
    expect(await deliverDueWebhooks(deps())).toBe(1);
    log = (
      await app.inject({
        method: 'GET',
        url: `/api/webhooks/endpoints/${endpoint.id}/deliveries?status=retrying`,
        headers: master,
      })
    ).json();
    expect(log.items[0].attempts).toBe(2);
    // Past the 24-hour window the delivery fails for good.
    app.clock.advance(25 * 60 * 60 * 1000);
    await deliverDueWebhooks(deps());
    // Access tokens live 15 minutes on the moved clock.
    master = await authHeaders(app, database, masterUser);
    other = await authHeaders(app, database, (await createTeam(database)).master);
    log = (
      await app.inject({
        method: 'GET',
        url: `/api/webhooks/endpoints/${endpoint.id}/deliveries?status=failed`,
        headers: master,
      })
    ).json();
    expect(log.items[0]).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(verified.every(Boolean)).toBe(true);

    answer = 200;
    const resent = await app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${log.items[0].id}/redeliver`,
      headers: master,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      status: 'succeeded',
      redeliveryOf: log.items[0].id,
      eventId: log.items[0].eventId,
      lastResponseStatus: 200,
    });
    expect(resent.json().payload.data).toEqual({ invoiceNo: '612345678905' });
    expect(verified.at(-1)).toBe(true);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/webhooks/deliveries/${log.items[0].id}/redeliver`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends a test ping, rotates the secret, and deletes the endpoint', async () => {
    const [endpoint] = (
      await app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: master })
    ).json().endpoints;
    const ping = await app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/test`,
      headers: master,
    });
    expect(ping.json()).toMatchObject({ eventType: 'webhook.ping', status: 'succeeded' });
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/secret`,
      headers: master,
    });
    expect(rotated.json().secret).not.toBe(secret);
    secret = rotated.json().secret;
    await app.inject({ method: 'POST', url: `/api/webhooks/endpoints/${endpoint.id}/test`, headers: master });
    expect(verified.at(-1)).toBe(true);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint.id}`,
      headers: master,
      payload: { enabled: false },
    });
    expect(disabled.json().enabled).toBe(false);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.id}`, headers: master }))
        .statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/webhooks/endpoints/${endpoint.id}`, headers: master }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses http and private addresses when insecure targets are not allowed', async () => {
    const strict = await createTestApp(database);
    await strict.ready();
    try {
      const headers = await authHeaders(strict, database, (await createTeam(database)).master);
      for (const url of ['http://hooks.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x']) {
        const response = await strict.inject({
          method: 'POST',
          url: '/api/webhooks/endpoints',
          headers,
          payload: { url, events: ['order.shipped'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code).toBe('WEBHOOK_URL_NOT_ALLOWED');
      }
    } finally {
      await strict.close();
    }
  });
});
