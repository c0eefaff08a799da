import { sql, SqliteAdapter, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The column definitions the migrations share. Applied migrations call these, so what they
 * emit is history: this file is frozen by the schema pin (schema-pin.test.ts), which must pass
 * unchanged on SQLite and PostgreSQL after any edit here. A column with a comment of its own,
 * a reference, a key or (in a new table) a default is written with Kysely's own `addColumn`.
 */

/** An auto-numbered primary key, spelled the way each dialect wants it. */
export function identity(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? (column) => column.primaryKey().autoIncrement()
    : (column) => column.primaryKey().generatedByDefaultAsIdentity();
}

/** For `createTable(…).$call(…)`: `not null` columns without a default, name → type, in the order given. */
export function notNullColumns(columns: Record<string, ColumnDataType>) {
  return <TB extends string>(table: CreateTableBuilder<TB, string>): CreateTableBuilder<TB, string> => {
    let built = table;
    for (const [name, type] of Object.entries(columns)) built = built.addColumn(name, type, (column) => column.notNull());
    return built;
  };
}

/**
 * Adds columns to an existing table, each `not null` with the default its existing rows take
 * (name → [type, default]), in the order given: one `alter table … add column` apiece, as
 * SQLite adds one column a statement.
 */
export async function addColumnsWithDefaults(
  db: Kysely<unknown>,
  table: string,
  columns: Record<string, readonly [type: ColumnDataType, defaultValue: string | number]>,
): Promise<void> {
  for (const [name, [type, defaultValue]] of Object.entries(columns)) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (column) => column.notNull().defaultTo(defaultValue))
      .execute();
  }
}

/**
 * Makes a table's rows unchangeable once written: a trigger (`<table>_append_only`, with its
 * function on PostgreSQL) refuses every update, saying the table is append-only.
 */
export async function refuseUpdates(db: Kysely<unknown>, table: string): Promise<void> {
  const name = `${table}_append_only`;
  const refusal = `${table} is append-only`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql.raw(`create trigger ${name} before update on ${table} begin select raise(abort, '${refusal}'); end`).execute(db);
    return;
  }
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${refusal}'; end $$`).execute(db);
  await sql.raw(`create trigger ${name} before update on ${table} for each row execute function ${name}()`).execute(db);
}
