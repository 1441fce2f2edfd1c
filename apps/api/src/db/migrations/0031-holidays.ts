import { type Kysely, sql } from 'kysely';

// Issue 17: staff-managed extra holidays (election days, temporary holidays, …) on top of SPEC
// §9's fixed, extra and substitute lists, used by every business-day rule of the service. Seeded
// so that 2025–2027 match the official Korean calendar: the days SPEC's lists lack (elections, the
// 2025 temporary holiday, Constitution Day from 2026, substitute holidays, and 2027's lunar
// holidays, which SPEC lists only for 2025 and 2026). Weekend days are included where the holiday
// itself falls on one, so the calendar reads as the official one.
const SEED: readonly [day: string, nameKo: string, nameEn: string][] = [
  ['2025-01-27', '임시공휴일', 'Temporary public holiday'],
  ['2025-06-03', '제21대 대통령 선거일', 'Presidential election day'],
  ['2025-10-05', '추석 연휴', 'Chuseok holidays'],
  ['2026-05-24', '부처님오신날', "Buddha's Birthday"],
  ['2026-06-03', '제9회 전국동시지방선거일', 'Local elections day'],
  ['2026-07-17', '제헌절', 'Constitution Day'],
  ['2026-08-17', '대체공휴일 (광복절)', 'Substitute holiday (Liberation Day)'],
  ['2026-10-05', '대체공휴일 (개천절)', 'Substitute holiday (National Foundation Day)'],
  ['2027-02-06', '설날 연휴', 'Seollal holidays'],
  ['2027-02-07', '설날', 'Seollal'],
  ['2027-02-08', '설날 연휴', 'Seollal holidays'],
  ['2027-02-09', '대체공휴일 (설날)', 'Substitute holiday (Seollal)'],
  ['2027-05-13', '부처님오신날', "Buddha's Birthday"],
  ['2027-07-17', '제헌절', 'Constitution Day'],
  ['2027-07-19', '대체공휴일 (제헌절)', 'Substitute holiday (Constitution Day)'],
  ['2027-08-16', '대체공휴일 (광복절)', 'Substitute holiday (Liberation Day)'],
  ['2027-09-14', '추석 연휴', 'Chuseok holidays'],
  ['2027-09-15', '추석', 'Chuseok'],
  ['2027-09-16', '추석 연휴', 'Chuseok holidays'],
  ['2027-10-04', '대체공휴일 (개천절)', 'Substitute holiday (National Foundation Day)'],
  ['2027-10-11', '대체공휴일 (한글날)', 'Substitute holiday (Hangul Day)'],
  ['2027-12-27', '대체공휴일 (성탄절)', 'Substitute holiday (Christmas)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table extra_holidays (
    day date primary key,
    name_ko text not null,
    name_en text not null,
    created_by text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index extra_holidays_created_by_idx on extra_holidays (created_by)`.execute(db);
  for (const [day, nameKo, nameEn] of SEED) {
    await sql`insert into extra_holidays (day, name_ko, name_en) values (${day}, ${nameKo}, ${nameEn})
      on conflict (day) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists extra_holidays`.execute(db);
}
