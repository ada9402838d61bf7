/** Was this driver error a unique-key violation? (better-sqlite3 and mysql2 say it differently.) */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/**
 * Was it a violation of this unique index? MySQL names the index (`for key 'users_email_unique'`,
 * MariaDB without the table prefix), SQLite the columns (`users.email`), so both are given.
 */
export const violatesUnique = (error: unknown, index: { name: string; columns: string }): boolean => {
  if (!isUniqueViolation(error)) return false;
  const message = String((error as { message?: unknown }).message ?? '');
  return message.includes(`'${index.name}'`) || message.includes(`.${index.name}'`) || message.endsWith(index.columns);
};

/**
 * Did the statement's transaction lose to another writer and was it rolled back, so that it may run
 * again? MySQL chose it as a deadlock victim (1213); or SQLite, shared by several processes, found
 * the database written since the transaction began reading (SQLITE_BUSY_SNAPSHOT: a deferred
 * transaction cannot then write) or still locked after the busy timeout (SQLITE_BUSY).
 */
export const isDeadlock = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ER_LOCK_DEADLOCK' || (error as { errno?: unknown }).errno === 1213 || (typeof code === 'string' && /^SQLITE_BUSY(_|$)/.test(code));
};
