import { nameKey } from '@quire/domain/names';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph } from '@quire/testing/docx/wordml';
import { compileForRender } from './render-compiled';

describe('compileForRender', () => {
  describe('for a template the engine reads', () => {
    it('compiles it with the library\'s name key, so that the engine matches names as the library keeps them apart', () => {
      const compiled = compileForRender(minimalDocx(paragraph('Dear {{Client\u2019s  Name}}')), undefined);
      expect(compiled.kind === 'template' ? compiled.template.nameKey : undefined).toBe(nameKey);
    });
  });
});
