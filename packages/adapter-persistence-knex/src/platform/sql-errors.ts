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

/** Was the statement's transaction chosen as a deadlock victim (MySQL rolled it back; it may run again)? */
export const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === 'ER_LOCK_DEADLOCK' || (error as { errno?: unknown }).errno === 1213);
