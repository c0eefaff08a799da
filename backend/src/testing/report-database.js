// @ts-check
/**
 * Jest global setup: says once per run which stores the backend suite runs on, so a run
 * without PostgreSQL or Redis is visibly one rather than a silent pass.
 */
module.exports = async () => {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded SQLite';
  const redis = process.env.REDIS_URL || process.env.TEST_REDIS_URL;
  process.stdout.write(
    `\nbackend: running on ${database}; ${redis ? 'the Redis tests use REDIS_URL / TEST_REDIS_URL' : 'Redis tests skipped (set TEST_REDIS_URL, see backend/README.md)'}.\n`,
  );
};
