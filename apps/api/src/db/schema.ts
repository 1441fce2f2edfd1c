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

export interface Database {
  app_meta: AppMetaTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };

/** Every column of every table with its nullability; the compiler keeps it in step with the types above. */
export const schemaColumns: { [T in keyof Database]: Nullability<Database[T]> } = {
  app_meta: { key: 'required', value: 'required', updated_at: 'required' },
};
