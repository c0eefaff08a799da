// @ts-check
/**
 * Jest global setup: says once per run which database the backend suite runs on, so a run
 * without PostgreSQL is visibly a SQLite-only run rather than a silent pass.
 */
module.exports = async () => {
  process.stdout.write(
    process.env.DATABASE_URL
      ? '\nbackend: running on PostgreSQL (DATABASE_URL is set).\n'
      : '\nbackend: PostgreSQL skipped (DATABASE_URL is not set); running on SQLite only.\n',
  );
};
