import { type StorageError, type StorageFailureKind, storageError } from '@quire/ports/storage/storage-error';

/** What may be said about a driver error (ADR 0016): codes and the names of schema objects, never SQL or values. */
export type DatabaseErrorFacts = { code?: string; errno?: number; constraint?: string; table?: string; column?: string };

/**
 * MySQL error numbers (shared by MariaDB, TiDB and Vitess) of a request that lost a race: deadlock
 * victim 1213, lock wait timeout 1205, a referenced row deleted meanwhile 1452/1216, a row
 * referenced meanwhile 1451/1217, a unique key taken meanwhile 1062.
 */
const MYSQL_LOST_RACES = new Set([1213, 1205, 1452, 1216, 1451, 1217, 1062]);
/** SQLite's: another connection holds the lock past the busy timeout, a foreign or unique key checked against a concurrent write. */
const SQLITE_LOST_RACE = /^SQLITE_(BUSY|LOCKED)(_|$)|^SQLITE_CONSTRAINT_(FOREIGNKEY|UNIQUE|PRIMARYKEY)$/;

const NAME = '([A-Za-z0-9_$]+)';
/** Where each dialect names the constraint, table and column in its own message (values are quoted elsewhere in it, and never taken). */
const PATTERNS: ReadonlyArray<{ readonly pattern: RegExp; readonly fields: ReadonlyArray<keyof DatabaseErrorFacts> }> = [
  // 1451/1452: a foreign key constraint fails (`db`.`snippets`, CONSTRAINT `snippets_folder_foreign` FOREIGN KEY ...
  { pattern: new RegExp(`\\(\`[^\`]*\`\\.\`${NAME}\`, CONSTRAINT \`${NAME}\``), fields: ['table', 'constraint'] },
  // 4025 (MariaDB CHECK): CONSTRAINT `name` failed for `db`.`table`
  { pattern: new RegExp(`CONSTRAINT \`${NAME}\` failed for \`[^\`]*\`\\.\`${NAME}\``), fields: ['constraint', 'table'] },
  // 3819 (MySQL CHECK): Check constraint 'name' is violated.
  { pattern: new RegExp(`^Check constraint '${NAME}' is violated`), fields: ['constraint'] },
  // 1062: Duplicate entry '<values>' for key 'table.index' (MySQL 8) or 'index' (MariaDB): the key is at the very end.
  { pattern: new RegExp(`for key '(?:${NAME}\\.)?${NAME}'$`), fields: ['table', 'constraint'] },
  // 1406, 1048, 1364: ... column 'name' ...
  { pattern: new RegExp(`^(?:Data too long for column|Column|Field) '${NAME}'`), fields: ['column'] },
  // SQLite: UNIQUE constraint failed: snippets.tenant_id, snippets.name_key / NOT NULL constraint failed: t.c
  { pattern: new RegExp(`^[A-Z ]+ constraint failed: ${NAME}\\.${NAME}`), fields: ['table', 'column'] },
  // SQLite: CHECK constraint failed: name
  { pattern: new RegExp(`^CHECK constraint failed: ${NAME}$`), fields: ['constraint'] },
];

/**
 * The driver's own message. mysql2 keeps it as `sqlMessage`; Knex prefixes the message of every
 * error with the statement (`<sql> - <message>`), and SQLite's own message never holds " - ".
 */
const driverMessage = (error: Record<string, unknown>): string => {
  if (typeof error['sqlMessage'] === 'string') return error['sqlMessage'];
  const message = typeof error['message'] === 'string' ? error['message'] : '';
  const statementEnd = message.lastIndexOf(' - ');
  return statementEnd < 0 ? message : message.slice(statementEnd + 3);
};

/** The loggable facts of a driver error: its code and number, and the constraint, table and column its message names. */
export const databaseErrorFacts = (error: unknown): DatabaseErrorFacts => {
  if (typeof error !== 'object' || error === null) return {};
  const fields = error as Record<string, unknown>;
  const facts: DatabaseErrorFacts = {
    ...(typeof fields['code'] === 'string' ? { code: fields['code'] } : {}),
    ...(typeof fields['errno'] === 'number' ? { errno: fields['errno'] } : {}),
  };
  const message = driverMessage(fields);
  for (const { pattern, fields: names } of PATTERNS) {
    const match = pattern.exec(message);
    if (match === null) continue;
    names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) Object.assign(facts, { [name]: value });
    });
    break;
  }
  return facts;
};

/** Did the statement lose a race with a concurrent request (ADR 0016)? */
export const lostRaceKind = (facts: DatabaseErrorFacts): StorageFailureKind =>
  (facts.errno !== undefined && MYSQL_LOST_RACES.has(facts.errno)) || (facts.code !== undefined && SQLITE_LOST_RACE.test(facts.code)) ? 'lost_race' : 'failed';

/**
 * A driver error as a StorageError naming the operation: a lost race or a failure, and for cause
 * only the loggable facts. The error itself (its message quotes the statement) goes no further.
 */
export const databaseFailure =
  (operation: string) =>
  (error: unknown): StorageError => {
    const facts = databaseErrorFacts(error);
    return storageError(operation, lostRaceKind(facts))(facts);
  };
