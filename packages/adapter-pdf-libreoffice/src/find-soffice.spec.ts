import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as O from 'fp-ts/Option';
import { findSoffice } from './find-soffice';

describe('findSoffice', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quire-find-soffice-'));
    writeFileSync(path.join(dir, 'soffice'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'soffice'), 0o755);
    writeFileSync(path.join(dir, 'not-executable'), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe('when given a bare name', () => {
    it('finds it in a directory of the search path', () => {
      expect(findSoffice('soffice', `/nonexistent${path.delimiter}${dir}`)).toStrictEqual(O.some(path.join(dir, 'soffice')));
    });
    it('answers none when no directory has it', () => {
      expect(findSoffice('soffice', '/nonexistent')).toStrictEqual(O.none);
      expect(findSoffice('soffice', undefined)).toStrictEqual(O.none);
    });
    it('skips files that are not executable', () => {
      expect(findSoffice('not-executable', dir)).toStrictEqual(O.none);
    });
  });

  describe('when given a path', () => {
    it('answers it when it is an executable file', () => {
      expect(findSoffice(path.join(dir, 'soffice'), '')).toStrictEqual(O.some(path.join(dir, 'soffice')));
    });
    it('answers none for a missing file or a directory, whatever the search path', () => {
      expect(findSoffice(path.join(dir, 'missing'), dir)).toStrictEqual(O.none);
      expect(findSoffice(dir, dir)).toStrictEqual(O.none);
    });
  });
});
