/** How long a login lasts. */
export interface SessionPolicy {
  /** A session unused for this long ends (seconds). */
  idleSeconds: number;
  /** A session ends this long after the login, used or not (seconds). */
  absoluteSeconds: number;
  /** Changing what a customer pays for needs a login, or the password again, this recent (seconds). */
  recentLoginSeconds: number;
}
