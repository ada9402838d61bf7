/** How many distinct SQL texts a connection keeps prepared; the least recently used goes first. */
export const MAX_CACHED_STATEMENTS = 256;

type Preparing = { prepare(sql: string): unknown };

/**
 * Makes a better-sqlite3 connection reuse its prepared statements. Knex prepares every query anew,
 * which costs more than running it for the short reads a request makes (the API key, the
 * membership, a template); the same SQL text gets the same statement instead. Safe with knex:
 * it runs a statement to completion (`all` or `run`) before the next one is prepared, and SQLite
 * re-prepares a statement itself when the schema changes under it.
 */
export const cacheStatements = <C extends Preparing>(connection: C, limit = MAX_CACHED_STATEMENTS): C => {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql: string): unknown => {
    const known = statements.get(sql);
    if (known !== undefined) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const statement = prepare(sql);
    if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
    statements.set(sql, statement);
    return statement;
  };
  return connection;
};
