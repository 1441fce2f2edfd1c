import type { ColumnType, Generated, SelectType } from 'kysely';
import { type ContentTables, contentColumns } from './schema-content.ts';
import { type FulfillmentTables, fulfillmentColumns } from './schema-fulfillment.ts';
import { type HandoverTables, handoverColumns } from './schema-handovers.ts';
import { type InboundTables, inboundColumns } from './schema-inbound.ts';
import { type OrderTables, orderColumns } from './schema-orders.ts';
import { type WaveTables, waveColumns } from './schema-waves.ts';

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
  address: string | null;
  /** The sender's postal code and phone on waybills and labels (migration 0022). */
  zip_code: string | null;
  phone: string | null;
  /** The carrier the warehouse's parcels go with by default; null: CJ대한통운 (04). */
  parcel_company: ParcelCompanyCode | null;
  /** `HH:mm`, Seoul time (default 13:00). */
  cut_off_time: ColumnType<string, string | undefined, string>;
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
  /** The deliverable text and HTML of a message with a secret, encrypted (see sealed-mail.ts). */
  sealed_body: string | null;
}

/** Who did what to what, from where (issue 11): staff reading the outbox, and later more. */
/**
 * The first answer to a floor command sent with an `Idempotency-Key` (migration 0042), per user,
 * route and key; `status_code`/`response` are null only inside the claiming transaction.
 */
export interface CommandIdempotencyTable {
  user_id: string;
  route: string;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<JsonValue | null, string | null, string | null>;
  created_at: Created;
}

export interface AuditEventsTable {
  id: string;
  actor_user_id: string | null;
  action: string;
  target: string | null;
  /** JSON text on insert (both drivers), parsed on select. */
  details: ColumnType<JsonValue, string | undefined, string>;
  client_address: string | null;
  created_at: Created;
  /** Every id the action touched (a team, its members, …), searched by `GET /api/admin/audit?query=`. */
  target_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** The changed object as it was, and as it became (JSON text on insert). */
  before: ColumnType<JsonValue | null, string | null | undefined, string | null>;
  after: ColumnType<JsonValue | null, string | null | undefined, string | null>;
  /** The request that did it: an /api/admin write without an entry of its own gets one. */
  request_id: string | null;
}

/** A staff-managed holiday on top of SPEC §9's lists (issue 17), used by every business-day rule. */
export interface ExtraHolidaysTable {
  day: DateText;
  name_ko: string;
  name_en: string;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
}

/** How many bids each Seoul day (`YYYY-MM-DD`) has numbered; the next takes last_seq + 1. */
export interface BidNumberDaysTable {
  day: string;
  last_seq: number;
}

/** Which e-mails a partner admin wants (issue 18); no row means the defaults ('lanes', true). */
export interface PartnerMailPreferencesTable {
  user_id: string;
  bid_requests: ColumnType<
    'lanes' | 'all' | 'off',
    'lanes' | 'all' | 'off' | undefined,
    'lanes' | 'all' | 'off'
  >;
  bid_results: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Updated;
}

/** Fan-out writes counted per key (team, account, address) and window, shared by every process. */
export interface WriteQuotasTable {
  key: string;
  window_start: Date;
  used: number;
}

export type FileStatus = 'pending' | 'bound' | 'deleting';
export type FileTargetKind = 'team' | 'bid' | 'shipment' | 'estimateLog' | 'returnInspection';

/** An uploaded object (issue 5): pending after the presign, bound to one entity, or being deleted. */
export interface FilesTable {
  /** The storage key (`u/2025/01/<random>`), unguessable. */
  key: string;
  /** The original name (NFC), shown in lists and in the download's Content-Disposition. */
  file_name: string;
  extension: string;
  mime_type: string;
  size: number;
  uploader_kind: 'customer' | 'partner' | 'staff' | 'non_member' | 'worker';
  uploaded_by: string | null;
  team_id: string | null;
  partner_id: string | null;
  /** Non-member uploads: the client address, which binding must come from again. */
  client_address: string | null;
  status: FileStatus;
  target_type: FileTargetKind | null;
  target_id: string | null;
  file_type: string | null;
  bound_by: string | null;
  bound_at: NullableTime;
  deleting_since: NullableTime;
  created_at: Created;
}

/** A `numeric` column: read as exact decimal text, written from a number or text. */
export type Decimal = ColumnType<string, string | number, string | number>;
type NullableDecimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;
/** A `date` column: 'YYYY-MM-DD' text both ways (the drivers are set not to make Dates of it). */
export type DateText = string;
type NullableJson = ColumnType<JsonValue | null, string | null | undefined, string | null>;
export type FreightType = 'FCL' | 'LCL' | 'AIR';

export interface LocationsTable {
  code: string;
  kind: 'sea' | 'air';
  name_ko: string;
  name_en: string;
  country_code: string;
  time_zone: string;
  created_at: Created;
  updated_at: Updated;
}

export interface ExchangeRatesTable {
  date: DateText;
  currency: string;
  krw_per_unit: Decimal;
  created_at: Created;
}

export interface VesselSchedulesTable {
  id: string;
  carrier: string;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  cutoff_at: NullableTime;
  etd: Timestamp;
  eta: Timestamp;
  transit_days: number;
  created_at: Created;
}

export interface PartnerRatesTable {
  id: string;
  partner_id: string;
  freight_type: FreightType;
  pol: string;
  pod: string;
  carrier: string;
  transit_days: number;
  valid_from: DateText;
  valid_to: DateText;
  currency: string;
  container_type: '20DRY' | '40DRY' | '40HQ' | null;
  /** FCL per container, LCL per revenue ton; null for AIR (weight breaks instead). */
  price: NullableDecimal;
  /** AIR only: [{minKg, price}]. */
  weight_breaks: NullableJson;
  min_charge: NullableDecimal;
  /** [{name, side, unit, price, currency}] */
  local_charges: ColumnType<JsonValue, string | undefined, string>;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
}

export interface EstimateLogsTable {
  id: string;
  user_id: string | null;
  team_id: string | null;
  client_address: string | null;
  freight_type: FreightType;
  pol: string;
  pod: string;
  /** The search as asked (the searchEstimate body). */
  request: Json;
  /** The answers as given (the estimates array), so a download later shows the same prices. */
  estimates: Json;
  /** The exchange-rate date the totals were converted with. */
  rate_date: DateText;
  created_at: Created;
}

export type BidStatus =
  | 'estimating'
  | 'waiting'
  | 'accepted'
  | 'in_progress'
  | 'finished'
  | 'canceled'
  | 'expired';

export interface BidsTable {
  id: string;
  /** `BID-YYYYMMDD-NNNN`: the Seoul day of creation and that day's sequence (unique). */
  number: string;
  team_id: string;
  created_by: string;
  estimate_log_id: string | null;
  status: BidStatus;
  freight_type: FreightType;
  pol: string;
  pod: string;
  incoterms: string;
  cargo_ready_date: DateText;
  /** {containers?, packages?, services?, description?} */
  cargo: Json;
  memo: string | null;
  deadline: Timestamp;
  /** `rule`: the business-day rule's, moved when the holidays change; `staff`: set by hand, kept. */
  deadline_source: ColumnType<'rule' | 'staff', 'rule' | 'staff' | undefined, 'rule' | 'staff'>;
  /** Why staff canceled the bid (a customer's own cancel gives none). */
  cancel_reason: string | null;
  accepted_quote_id: string | null;
  closed_at: NullableTime;
  created_at: Created;
  updated_at: Updated;
  /** The `Idempotency-Key` the bid was created with (unique per team), and its body's hash. */
  idempotency_key: string | null;
  request_hash: string | null;
  /** When the customer's next quote digest is due (null: none pending; since 0050). */
  quote_digest_due_at: NullableTime;
  /** When the last quote digest was sent: the next lists quotes submitted after it (since 0050). */
  quote_digest_sent_at: NullableTime;
}

export interface BidQuotesTable {
  id: string;
  bid_id: string;
  partner_id: string;
  created_by: string;
  status: 'active' | 'withdrawn';
  /** [{chargeCode, name, unit, quantity, unitPrice, currency, amount}] (chargeCode since 0043) */
  lines: Json;
  /** [{service, reason}]: requested services the partner will not provide (since 0045) */
  declined_services: ColumnType<JsonValue, string | undefined, string>;
  total_krw: Decimal;
  total_usd: Decimal;
  valid_until: DateText;
  transit_days: number;
  carrier: string;
  memo: string | null;
  created_at: Created;
  updated_at: Updated;
}

export interface ShipmentsTable {
  id: string;
  bid_id: string;
  quote_id: string;
  team_id: string;
  partner_id: string;
  status: 'in_progress' | 'completed';
  freight_type: FreightType;
  pol: string;
  pod: string;
  /** [{service, chargeCode, status, amounts, reason}]: how the accepted quote answered the request's services (0045) */
  services: ColumnType<JsonValue, string | undefined, string>;
  created_at: Created;
  updated_at: Updated;
}

export type MilestoneKind =
  | 'booking_requested'
  | 'booking_confirmed'
  | 'cargo_picked_up'
  | 'departed'
  | 'arrived'
  | 'customs_cleared'
  | 'delivered'
  | 'completed';

export interface ShipmentMilestonesTable {
  shipment_id: string;
  kind: MilestoneKind;
  planned_at: NullableTime;
  actual_at: NullableTime;
  /** A location code or a free-text place (a warehouse, a city). */
  place: string | null;
  note: string | null;
  updated_by: string | null;
  updated_at: Updated;
}

export type ParcelCompanyCode = '01' | '04' | '05' | '06' | '08';
export type TrackingStatusValue =
  | 'information_received'
  | 'at_pickup'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'attempt_fail'
  | 'exception'
  | 'returning';

export interface CarrierWaybillsTable {
  parcel_company: ParcelCompanyCode;
  invoice_no: string;
  provider: 'simulated' | 'hanjin';
  kind: 'outbound' | 'return';
  /** The owner's reference printed on the label (an order number). */
  reference: string;
  /** The carrier's sorting codes (LabelSorting). */
  sorting: Json;
  sender_zip: string;
  recipient_zip: string;
  issued_at: Timestamp;
  created_at: Created;
}

export interface TrackedParcelsTable {
  id: string;
  parcel_company: ParcelCompanyCode;
  invoice_no: string;
  owner_type: string;
  owner_id: string;
  team_id: string | null;
  status: TrackingStatusValue;
  /** TrackingEvent[], oldest first. */
  events: ColumnType<JsonValue, string | undefined, string>;
  first_scan_at: NullableTime;
  delivered_at: NullableTime;
  polls: ColumnType<number, number | undefined, number>;
  unchanged_polls: ColumnType<number, number | undefined, number>;
  failures: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  last_polled_at: NullableTime;
  next_poll_at: NullableTime;
  stopped_at: NullableTime;
  stop_reason: 'delivered' | 'returned' | 'limit' | 'released' | null;
  created_at: Created;
  updated_at: Updated;
}

export interface WebhookEndpointsTable {
  id: string;
  team_id: string;
  url: string;
  description: string | null;
  /** WebhookEventType[] */
  events: Json;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  secret: string;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  team_id: string;
  event_id: string;
  event_type: string;
  /** The exact JSON body posted. */
  payload: string;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTime;
  locked_until: NullableTime;
  last_attempt_at: NullableTime;
  last_response_status: number | null;
  last_response_body: string | null;
  last_error: string | null;
  redelivery_of: string | null;
  give_up_at: Timestamp;
  created_at: Created;
  delivered_at: NullableTime;
}

export interface Database
  extends FulfillmentTables,
    OrderTables,
    InboundTables,
    ContentTables,
    WaveTables,
    HandoverTables {
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
  files: FilesTable;
  locations: LocationsTable;
  exchange_rates: ExchangeRatesTable;
  vessel_schedules: VesselSchedulesTable;
  partner_rates: PartnerRatesTable;
  estimate_logs: EstimateLogsTable;
  bids: BidsTable;
  bid_quotes: BidQuotesTable;
  shipments: ShipmentsTable;
  shipment_milestones: ShipmentMilestonesTable;
  carrier_waybills: CarrierWaybillsTable;
  tracked_parcels: TrackedParcelsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  audit_events: AuditEventsTable;
  command_idempotency: CommandIdempotencyTable;
  extra_holidays: ExtraHolidaysTable;
  partner_mail_preferences: PartnerMailPreferencesTable;
  bid_number_days: BidNumberDaysTable;
  write_quotas: WriteQuotasTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };

/** Every column of every table with its nullability; the compiler keeps it in step with the types above. */
const R = 'required';
const N = 'nullable';
export const schemaColumns: { [T in keyof Database]: Nullability<Database[T]> } = {
  app_meta: { key: R, value: R, updated_at: R },
  partners: { id: R, name: R, created_at: R, updated_at: R },
  warehouses: {
    id: R,
    code: R,
    name: R,
    address: N,
    zip_code: N,
    phone: N,
    parcel_company: N,
    cut_off_time: R,
    created_at: R,
    updated_at: R,
  },
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
    sealed_body: N,
  },
  files: {
    key: R,
    file_name: R,
    extension: R,
    mime_type: R,
    size: R,
    uploader_kind: R,
    uploaded_by: N,
    team_id: N,
    partner_id: N,
    client_address: N,
    status: R,
    target_type: N,
    target_id: N,
    file_type: N,
    bound_by: N,
    bound_at: N,
    deleting_since: N,
    created_at: R,
  },
  locations: {
    code: R,
    kind: R,
    name_ko: R,
    name_en: R,
    country_code: R,
    time_zone: R,
    created_at: R,
    updated_at: R,
  },
  exchange_rates: { date: R, currency: R, krw_per_unit: R, created_at: R },
  vessel_schedules: {
    id: R,
    carrier: R,
    vessel: R,
    voyage: R,
    pol: R,
    pod: R,
    cutoff_at: N,
    etd: R,
    eta: R,
    transit_days: R,
    created_at: R,
  },
  partner_rates: {
    id: R,
    partner_id: R,
    freight_type: R,
    pol: R,
    pod: R,
    carrier: R,
    transit_days: R,
    valid_from: R,
    valid_to: R,
    currency: R,
    container_type: N,
    price: N,
    weight_breaks: N,
    min_charge: N,
    local_charges: R,
    created_by: N,
    created_at: R,
    updated_at: R,
  },
  estimate_logs: {
    id: R,
    user_id: N,
    team_id: N,
    client_address: N,
    freight_type: R,
    pol: R,
    pod: R,
    request: R,
    estimates: R,
    rate_date: R,
    created_at: R,
  },
  bids: {
    id: R,
    number: R,
    team_id: R,
    created_by: R,
    estimate_log_id: N,
    status: R,
    freight_type: R,
    pol: R,
    pod: R,
    incoterms: R,
    cargo_ready_date: R,
    cargo: R,
    memo: N,
    deadline: R,
    deadline_source: R,
    cancel_reason: N,
    accepted_quote_id: N,
    closed_at: N,
    created_at: R,
    updated_at: R,
    idempotency_key: N,
    request_hash: N,
    quote_digest_due_at: N,
    quote_digest_sent_at: N,
  },
  bid_quotes: {
    id: R,
    bid_id: R,
    partner_id: R,
    created_by: R,
    status: R,
    lines: R,
    declined_services: R,
    total_krw: R,
    total_usd: R,
    valid_until: R,
    transit_days: R,
    carrier: R,
    memo: N,
    created_at: R,
    updated_at: R,
  },
  shipments: {
    id: R,
    bid_id: R,
    quote_id: R,
    team_id: R,
    partner_id: R,
    status: R,
    freight_type: R,
    pol: R,
    pod: R,
    services: R,
    created_at: R,
    updated_at: R,
  },
  shipment_milestones: {
    shipment_id: R,
    kind: R,
    planned_at: N,
    actual_at: N,
    place: N,
    note: N,
    updated_by: N,
    updated_at: R,
  },
  carrier_waybills: {
    parcel_company: R,
    invoice_no: R,
    provider: R,
    kind: R,
    reference: R,
    sorting: R,
    sender_zip: R,
    recipient_zip: R,
    issued_at: R,
    created_at: R,
  },
  tracked_parcels: {
    id: R,
    parcel_company: R,
    invoice_no: R,
    owner_type: R,
    owner_id: R,
    team_id: N,
    status: R,
    events: R,
    first_scan_at: N,
    delivered_at: N,
    polls: R,
    unchanged_polls: R,
    failures: R,
    last_error: N,
    last_polled_at: N,
    next_poll_at: N,
    stopped_at: N,
    stop_reason: N,
    created_at: R,
    updated_at: R,
  },
  webhook_endpoints: {
    id: R,
    team_id: R,
    url: R,
    description: N,
    events: R,
    enabled: R,
    secret: R,
    created_by: N,
    created_at: R,
    updated_at: R,
  },
  webhook_deliveries: {
    id: R,
    endpoint_id: R,
    team_id: R,
    event_id: R,
    event_type: R,
    payload: R,
    status: R,
    attempts: R,
    next_attempt_at: N,
    locked_until: N,
    last_attempt_at: N,
    last_response_status: N,
    last_response_body: N,
    last_error: N,
    redelivery_of: N,
    give_up_at: R,
    created_at: R,
    delivered_at: N,
  },
  command_idempotency: {
    user_id: R,
    route: R,
    idempotency_key: R,
    request_hash: R,
    status_code: N,
    response: N,
    created_at: R,
  },
  audit_events: {
    id: R,
    actor_user_id: N,
    action: R,
    target: N,
    details: R,
    client_address: N,
    created_at: R,
    target_ids: R,
    before: N,
    after: N,
    request_id: N,
  },
  write_quotas: { key: R, window_start: R, used: R },
  extra_holidays: { day: R, name_ko: R, name_en: R, created_by: N, created_at: R, updated_at: R },
  partner_mail_preferences: { user_id: R, bid_requests: R, bid_results: R, updated_at: R },
  bid_number_days: { day: R, last_seq: R },
  ...fulfillmentColumns,
  ...orderColumns,
  ...waveColumns,
  ...handoverColumns,
  ...inboundColumns,
  ...contentColumns,
};
