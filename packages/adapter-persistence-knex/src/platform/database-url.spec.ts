import * as E from 'fp-ts/Either';
import { parseDatabaseUrl } from './database-url';

describe('parseDatabaseUrl', () => {
  describe('when the URL names a SQLite file', () => {
    it.each([
      ['sqlite:./data/quire.db', './data/quire.db'],
      ['sqlite:///var/lib/quire.db', '/var/lib/quire.db'],
      ['sqlite://data/quire.db', 'data/quire.db'],
      ['sqlite::memory:', ':memory:'],
      ['./data/quire.db', './data/quire.db'],
      ['/tmp/q.sqlite', '/tmp/q.sqlite'],
    ])('reads %s as the file %s', (url, filename) => {
      expect(parseDatabaseUrl(url)).toEqual(E.right({ dialect: 'sqlite', filename }));
    });
  });

  describe('when the URL names a MySQL server', () => {
    it('reads host, port, credentials and database', () => {
      expect(parseDatabaseUrl('mysql://quire:p%40ss@db.internal:3307/quire_prod?ssl=true&poolSize=20')).toEqual(
        E.right({ dialect: 'mysql', host: 'db.internal', port: 3307, user: 'quire', password: 'p@ss', database: 'quire_prod', ssl: true, poolSize: 20 }),
      );
    });

    it('defaults the port, the pool and TLS', () => {
      expect(parseDatabaseUrl('mariadb://root@127.0.0.1/quire')).toEqual(
        E.right({ dialect: 'mysql', host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'quire', ssl: false, poolSize: 10 }),
      );
    });
  });

  describe('when the URL cannot be used', () => {
    it.each(['', 'postgres://u@h/db', 'mysql://root:secret@127.0.0.1:3306', 'mysql://root@h/db?poolSize=0', 'sqlite:'])('refuses %j without repeating it', (url) => {
      const result = parseDatabaseUrl(url);
      expect(result).toMatchObject(E.left({ _tag: 'InvalidDatabaseUrl' }));
      expect(JSON.stringify(result)).not.toContain('secret');
    });
  });
});
