import type { ColumnType, Generated, SelectType } from 'kysely';

// The one place that describes the database to TypeScript. `schema.test.ts` compares it with
// the schema the migrations actually produce, on both PGlite and PostgreSQL.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON value as stored in a NOT NULL jsonb column (written as JSON text). */
export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue | null };
export type Json = ColumnType<JsonValue, string, string>;

export interface AppMetaTable {
  key: string;
  value: Json;
  updated_at: Generated<Date>;
}

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PartnersTable {
  id: string;
  name: string;
  created_at: Created;
  updated_at: Updated;
}

export interface WarehousesTable {
  id: string;
  code: string;
  name: string;
  created_at: Created;
  updated_at: Updated;
}

export interface TeamsTable {
  id: string;
  name: string;
  created_at: Created;
  updated_at: Updated;
}

export interface UsersTable {
  id: string;
  kind: 'customer' | 'staff' | 'partner' | 'worker';
  email: string;
  login_id: string | null;
  password_hash: string;
  name: string;
  company: string | null;
  phone: string | null;
  locale: Generated<'ko' | 'en'>;
  customer_type: 'consignee' | 'forwarder' | 'customs' | null;
  team_id: string | null;
  team_role: 'master' | 'admin' | 'member' | null;
  team_joined_at: NullableTime;
  partner_id: string | null;
  warehouse_id: string | null;
  forwarding_manager_id: string | null;
  export_forwarding_manager_id: string | null;
  fulfillment_manager_id: string | null;
  terms_agreed_at: NullableTime;
  disabled_at: NullableTime;
  last_login_at: NullableTime;
  created_at: Created;
  updated_at: Updated;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Created;
  last_used_at: Updated;
  revoked_at: NullableTime;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: Created;
  expires_at: Timestamp;
  rotated_at: NullableTime;
  successor_id: string | null;
}

export interface LoginThrottlesTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
  locked_until: NullableTime;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Created;
  expires_at: Timestamp;
  used_at: NullableTime;
}

export interface InvitationsTable {
  id: string;
  team_id: string;
  email: string;
  role: 'admin' | 'member';
  status: 'pending' | 'accepted' | 'declined' | 'canceled' | 'expired';
  invited_by_id: string;
  responded_by_id: string | null;
  created_at: Created;
  expires_at: Timestamp;
  responded_at: NullableTime;
}

export interface OutboxEmailsTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  locale: string;
  status: 'queued' | 'sent' | 'failed';
  transport: 'outbox' | 'smtp';
  attempts: Generated<number>;
  error: string | null;
  created_at: Created;
  sent_at: NullableTime;
  /** A queued message is not attempted before this (a sender's lease, or a back-off); null = now. */
  next_attempt_at: NullableTime;
}

export interface Database {
  app_meta: AppMetaTable;
  partners: PartnersTable;
  warehouses: WarehousesTable;
  teams: TeamsTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_throttles: LoginThrottlesTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  outbox_emails: OutboxEmailsTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };

/** Every column of every table with its nullability; the compiler keeps it in step with the types above. */
const R = 'required';
const N = 'nullable';
export const schemaColumns: { [T in keyof Database]: Nullability<Database[T]> } = {
  app_meta: { key: R, value: R, updated_at: R },
  partners: { id: R, name: R, created_at: R, updated_at: R },
  warehouses: { id: R, code: R, name: R, created_at: R, updated_at: R },
  teams: { id: R, name: R, created_at: R, updated_at: R },
  users: {
    id: R,
    kind: R,
    email: R,
    login_id: N,
    password_hash: R,
    name: R,
    company: N,
    phone: N,
    locale: R,
    customer_type: N,
    team_id: N,
    team_role: N,
    team_joined_at: N,
    partner_id: N,
    warehouse_id: N,
    forwarding_manager_id: N,
    export_forwarding_manager_id: N,
    fulfillment_manager_id: N,
    terms_agreed_at: N,
    disabled_at: N,
    last_login_at: N,
    created_at: R,
    updated_at: R,
  },
  sessions: {
    id: R,
    user_id: R,
    created_at: R,
    last_used_at: R,
    revoked_at: N,
    revoked_reason: N,
    user_agent: N,
    ip: N,
  },
  refresh_tokens: {
    id: R,
    session_id: R,
    token_hash: R,
    created_at: R,
    expires_at: R,
    rotated_at: N,
    successor_id: N,
  },
  login_throttles: { key: R, failures: R, last_failure_at: R, locked_until: N },
  password_resets: { id: R, user_id: R, token_hash: R, created_at: R, expires_at: R, used_at: N },
  invitations: {
    id: R,
    team_id: R,
    email: R,
    role: R,
    status: R,
    invited_by_id: R,
    responded_by_id: N,
    created_at: R,
    expires_at: R,
    responded_at: N,
  },
  outbox_emails: {
    id: R,
    to_address: R,
    subject: R,
    text_body: R,
    html_body: R,
    template: R,
    locale: R,
    status: R,
    transport: R,
    attempts: R,
    error: N,
    created_at: R,
    sent_at: N,
    next_attempt_at: N,
  },
};
