import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadOrCreateEmbeddedPepper, PEPPER_FILE } from './embedded-pepper';

describe('loadOrCreateEmbeddedPepper', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pepper-'));

  describe('when the data folder is new', () => {
    it('creates a pepper readable by the owner only and returns the same one next time', () => {
      const dataDir = path.join(dir(), 'data');
      const first = loadOrCreateEmbeddedPepper(dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dataDir, PEPPER_FILE)).mode & 0o777).toBe(0o600);
      expect(loadOrCreateEmbeddedPepper(dataDir)).toBe(first);
    });
  });

  describe('when the pepper file is readable by others', () => {
    it('refuses to start', () => {
      const dataDir = dir();
      loadOrCreateEmbeddedPepper(dataDir);
      fs.chmodSync(path.join(dataDir, PEPPER_FILE), 0o644);
      expect(() => loadOrCreateEmbeddedPepper(dataDir)).toThrow(/0600/);
    });
  });
});
