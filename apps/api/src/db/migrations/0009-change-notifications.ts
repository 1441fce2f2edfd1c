import { type Kysely, sql } from 'kysely';

// Issue 12 (ADR 0015): every committed change to what the API caches about a caller — accounts,
// sessions, teams, partners, warehouses — is announced on the `baro_changes` channel as
// `<kind>:<id>` (`user:usr_…` for a user's row and for each of its sessions), and `*` when a
// table is truncated. Each API process listens and drops what it cached about that id, so a
// disabled account, a revoked session or a changed role is seen at once everywhere.
//
// The trigger ignores changes to columns no cache reads (timestamps of use, the password hash:
// a password change revokes the sessions, which is announced), so a login or a token refresh
// does not empty anyone's cache. Any other column, including one added later, is announced.
const statements = [
  sql`create function baro_notify_change() returns trigger language plpgsql as $$
    declare
      -- tg_argv: the tag's kind, the column holding its id, then the columns to ignore.
      ignored text[] := tg_argv[2:];
      old_row jsonb;
      new_row jsonb;
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('baro_changes', '*');
        return null;
      end if;
      old_row := to_jsonb(old);
      if tg_op = 'UPDATE' then
        new_row := to_jsonb(new);
        if (old_row - ignored) = (new_row - ignored) then
          return null;
        end if;
        if new_row ->> tg_argv[1] is distinct from old_row ->> tg_argv[1] then
          perform pg_notify('baro_changes', tg_argv[0] || ':' || (new_row ->> tg_argv[1]));
        end if;
      end if;
      perform pg_notify('baro_changes', tg_argv[0] || ':' || (old_row ->> tg_argv[1]));
      return null;
    end
  $$`,
  ...(
    [
      ['users', 'user', 'id', ['last_login_at', 'updated_at', 'password_hash']],
      ['sessions', 'user', 'user_id', ['last_used_at']],
      ['teams', 'team', 'id', ['updated_at']],
      ['partners', 'partner', 'id', ['updated_at']],
      ['warehouses', 'warehouse', 'id', ['updated_at']],
    ] as const
  ).flatMap(([table, kind, column, ignored]) => [
    sql.raw(`create trigger ${table}_changed after update or delete on ${table}
      for each row execute function baro_notify_change('${kind}', '${column}', ${ignored.map((c) => `'${c}'`).join(', ')})`),
    sql.raw(`create trigger ${table}_truncated after truncate on ${table}
      for each statement execute function baro_notify_change()`),
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'sessions', 'teams', 'partners', 'warehouses']) {
    await sql.raw(`drop trigger if exists ${table}_changed on ${table}`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_truncated on ${table}`).execute(db);
  }
  await sql`drop function if exists baro_notify_change()`.execute(db);
}
