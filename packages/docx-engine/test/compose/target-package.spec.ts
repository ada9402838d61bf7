import { TargetPackage } from '../../src/compose/target-package';
import { openDocx } from '../../src/package/open-docx';
import type { DocxPackage } from '../../src/package/docx-package';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';

const opened = (bytes: Uint8Array): DocxPackage => {
  const result = openDocx(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';

describe('TargetPackage.finish', () => {
  // What it answers is deflated once per template and reused by the next renders (see deflatedOnce).
  it('answers the parts whose content does not depend on the data, never a notes part, even one given namespace declarations', () => {
    const target = new TargetPackage(opened(minimalDocx(paragraphXml('Body'))), { drawing: 0, annotation: 0, shape: 0 });
    const notes = target.notesPart('footnotes');
    target.declareNamespaces(notes, new Map([['xmlns:w14', W14]]));
    target.addNote('footnotes', '<w:footnote w:id="1"><w:p><w:r><w:t>Note for Acme</w:t></w:r></w:p></w:footnote>');
    const changes = new Map();
    const answered = target.finish(changes);
    expect(changes.get(notes)).toContain('Note for Acme');
    expect(changes.get(notes)).toContain(`xmlns:w14="${W14}"`);
    expect([...answered.keys()]).toContain('word/_rels/document.xml.rels');
    expect([...answered.keys()]).not.toContain(notes);
  });
});
