import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite driver begins a transaction DEFERRED: it takes the write lock only at its
 * first write. In WAL mode, if another connection (an operator's `npm run staff`) committed
 * since the transaction's first read, that write fails at once with "database is locked" —
 * SQLite does not wait, as waiting could not help. BEGIN IMMEDIATE takes the write lock at the
 * start, where the busy timeout does wait for the other writer.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}
