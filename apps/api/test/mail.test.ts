import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createJobQueue } from '../src/jobs/create-job-queue.ts';
import { createMailer } from '../src/modules/mail/create-mailer.ts';
import { MAIL_FLUSH_QUEUE, registerMailJobs } from '../src/modules/mail/mail.jobs.ts';
import type { MailLogger, MailRequest } from '../src/modules/mail/mailer.ts';
import { decodeEncodedWords, parseMail } from './support/mime.ts';
import { freePort } from './support/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server.ts';
import { TestClock } from './support/test-app.ts';
import { createTestDatabase, openUnreachableDatabase, type TestDatabase } from './support/test-database.ts';

const MINUTE = 60_000;
const RESET_LINK = 'https://baro.test/password/reset?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg';

const resetMail = (to = 'kim@baro.test', locale: 'ko' | 'en' = 'ko'): MailRequest => ({
  to,
  locale,
  template: 'password-reset',
  params: { name: '김바로', link: RESET_LINK, expiresAt: '2026년 11월 21일 14:35' },
});

const envWith = (values: Record<string, string>) =>
  loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', MAIL_FROM: 'Baro <no-reply@baro.test>', ...values });

const captureLogger = () => {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (details: Record<string, unknown>, message: string): void => {
      lines.push({ level, details, message });
    };
  const logger: MailLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
};

describe('mail over SMTP (nodemailer against a local SMTP server)', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let clock: TestClock;
  const mailerFor = (url = smtp.url) =>
    createMailer({ env: envWith({ SMTP_URL: url }), db: database.db, now: clock.now });
  const outboxRow = (id: string) =>
    database.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    clock = new TestClock();
    smtp.messages.length = 0;
    smtp.failWith = null;
    smtp.delayMs = 0;
  });

  it('queues inside the caller’s transaction and delivers on flush: recipient, Korean subject and link intact', async () => {
    const mailer = mailerFor();
    expect(mailer.transport).toBe('smtp');
    const id = await database.db.transaction().execute((trx) => mailer.queue(trx, resetMail()));
    expect(await outboxRow(id)).toMatchObject({
      status: 'queued',
      transport: 'smtp',
      attempts: 0,
      sent_at: null,
    });

    await mailer.flush();

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, next_attempt_at: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.rcptTo).toEqual(['kim@baro.test']);
    expect(message?.mailFrom).toBe('no-reply@baro.test');

    const mail = parseMail(message?.raw ?? '');
    // Headers travel as 7-bit ASCII; the Korean subject is carried in UTF-8 encoded words.
    expect(mail.rawHeaders).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(mail.headers.subject).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(decodeEncodedWords(mail.headers.subject ?? '')).toBe('[바로] 비밀번호 재설정 안내');
    expect(mail.headers.from).toBe('Baro <no-reply@baro.test>');
    expect(mail.headers.to).toBe('kim@baro.test');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);

    const text = mail.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'));
    const html = mail.parts.find((part) => part.headers['content-type']?.startsWith('text/html'));
    expect(text?.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(text?.body).toContain('김바로님, 안녕하세요.');
    expect(text?.body).toContain(RESET_LINK);
    expect(html?.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(html?.body).toContain(`href="${RESET_LINK}"`);
    expect(html?.body).toContain('비밀번호 재설정');
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mailer = mailerFor();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.queue(trx, resetMail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await mailer.flush();
    expect(smtp.messages).toHaveLength(0);
    const { count } = await database.db
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('a refused message stays queued with the attempt counted and the error kept, retried after a back-off', async () => {
    const mailer = mailerFor();
    const id = await mailer.queue(database.db, resetMail());
    smtp.failWith = 'mailbox temporarily unavailable';

    await expect(mailer.flush()).resolves.toBeUndefined();
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(row.error).toMatch(/mailbox temporarily unavailable/);
    expect(row.error).not.toMatch(/\n\s+at /); // a message, not a stack
    expect(row.next_attempt_at?.getTime()).toBeGreaterThan(clock.now().getTime());

    await mailer.flush(); // not due yet
    expect((await outboxRow(id)).attempts).toBe(1);

    clock.advance(MINUTE + 1_000);
    smtp.failWith = null;
    await mailer.flush();
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up after 5 failed attempts: failed, with the last error', async () => {
    const mailer = mailerFor();
    const id = await mailer.queue(database.db, resetMail());
    smtp.failWith = 'no such mailbox here';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await mailer.flush();
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < 5 ? 'queued' : 'failed');
      clock.advance(30 * MINUTE);
    }
    await mailer.flush();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null, sent_at: null });
    expect(row.error).toMatch(/no such mailbox here/);
    expect(smtp.messages).toHaveLength(0);
  });

  it('records a mail server that cannot be reached like any other failure', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${await freePort()}`);
    const id = await mailer.queue(database.db, resetMail());
    await expect(mailer.flush()).resolves.toBeUndefined();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('concurrent flushes, in one process and in two, send each message exactly once', async () => {
    const first = mailerFor();
    const second = mailerFor(); // another process on the same database
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) ids.push(await first.queue(database.db, resetMail(`user${n}@baro.test`)));
    smtp.delayMs = 30;

    await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);

    expect(smtp.messages.map((m) => m.rcptTo[0]).sort()).toEqual(
      ids.map((_, n) => `user${n}@baro.test`).sort(),
    );
    const rows = await database.db.selectFrom('outbox_emails').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('a message claimed by a sender that died is sent again once its lease runs out', async () => {
    const mailer = mailerFor();
    const id = await mailer.queue(database.db, resetMail());
    // What a crash between claim and send leaves behind: one attempt counted, leased for 5 minutes.
    await database.db
      .updateTable('outbox_emails')
      .set({ attempts: 1, next_attempt_at: new Date(clock.now().getTime() + 5 * MINUTE) })
      .where('id', '=', id)
      .execute();
    await mailer.flush();
    expect(smtp.messages).toHaveLength(0);
    clock.advance(5 * MINUTE + 1_000);
    await mailer.flush();
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('flush never throws, even when the database is gone', async () => {
    const broken = await openUnreachableDatabase();
    const { logger, lines } = captureLogger();
    const mailer = createMailer({
      env: envWith({ SMTP_URL: smtp.url }),
      db: broken.db,
      now: clock.now,
      logger,
    });
    await expect(mailer.flush()).resolves.toBeUndefined();
    expect(lines.map((line) => line.level)).toContain('error');
    await broken.close().catch(() => {});
  });

  it('the mail.flush job (every minute) delivers queued mail', async () => {
    const mailer = mailerFor();
    const errors: Error[] = [];
    const boss = createJobQueue(database, (error) => errors.push(error));
    await boss.start();
    try {
      await registerMailJobs(boss, mailer);
      expect((await boss.getSchedule(MAIL_FLUSH_QUEUE))?.cron).toBe('* * * * *');
      const id = await mailer.queue(database.db, resetMail());
      await boss.send(MAIL_FLUSH_QUEUE);
      await expect.poll(async () => (await outboxRow(id)).status, { timeout: 15_000 }).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await boss.stop({ graceful: true, timeout: 2_000, close: true });
    }
  });
});

describe('mail kept in the outbox (no SMTP_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await database.reset();
  });

  it('stores the rendered message as sent at once, in the recipient’s language', async () => {
    const clock = new TestClock();
    const mailer = createMailer({ env: envWith({}), db: database.db, now: clock.now });
    expect(mailer.transport).toBe('outbox');
    const id = await database.db
      .transaction()
      .execute((trx) => mailer.queue(trx, resetMail('lee@baro.test', 'en')));
    await mailer.flush();
    const row = await database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'lee@baro.test',
      subject: '[Baro] Reset your password',
      template: 'password-reset',
      locale: 'en',
      status: 'sent',
      transport: 'outbox',
      attempts: 1,
      error: null,
    });
    expect(row.sent_at?.getTime()).toBe(row.created_at.getTime());
    expect(row.text_body).toContain(RESET_LINK);
    expect(row.html_body).toContain(`href="${RESET_LINK}"`);
  });

  it('logs the recipient, subject and link in development only', async () => {
    const dev = captureLogger();
    const devMailer = createMailer({
      env: envWith({ NODE_ENV: 'development' }),
      db: database.db,
      now: () => new Date(),
      logger: dev.logger,
    });
    await devMailer.queue(database.db, resetMail());
    expect(dev.lines).toEqual([
      {
        level: 'info',
        message: expect.stringContaining('outbox'),
        details: expect.objectContaining({
          to: 'kim@baro.test',
          subject: '[바로] 비밀번호 재설정 안내',
          links: [RESET_LINK],
        }),
      },
    ]);

    const test = captureLogger();
    const testMailer = createMailer({
      env: envWith({}),
      db: database.db,
      now: () => new Date(),
      logger: test.logger,
    });
    await testMailer.queue(database.db, resetMail());
    expect(test.lines).toEqual([]);
  });

  it('refuses to queue a mail with missing parameters, failing the caller’s transaction', async () => {
    const mailer = createMailer({ env: envWith({}), db: database.db, now: () => new Date() });
    await expect(
      mailer.queue(database.db, { ...resetMail(), params: { name: '김바로', expiresAt: 'soon' } }),
    ).rejects.toThrow(/missing params: link/);
    const rows = await sql<{ n: number }>`select count(*)::int as n from outbox_emails`.execute(database.db);
    expect(rows.rows[0]?.n).toBe(0);
  });
});
