import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { dropExternalRelationships } from './drop-external-relationships';
import { externalRelationshipChanges } from './external-relationship-changes';
import { openDocx } from '../open-docx';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const rels = (...elements: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${elements.join('')}</Relationships>`;

describe('dropExternalRelationships', () => {
  describe('when a .rels part holds external relationships of several kinds', () => {
    const xml = rels(
      `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
      `<Relationship Id="rId2" Type="${REL}/hyperlink" Target="https://example.com/" TargetMode="External"/>`,
      `<Relationship Id="rId3" Type="${REL}/attachedTemplate" Target="file:///\\\\server\\templates\\Firm.dotm" TargetMode="External"/>`,
      `<Relationship TargetMode='External' Target="http://evil.example/x.png" Type="${REL}/image" Id="rId4"></Relationship>`,
      `<Relationship Id="rId5" Type="${REL}/oleObject" Target="file:///C:/data.xlsx" TargetMode="external" />`,
    );
    const result = dropExternalRelationships(xml);

    it('reports the dropped ids', () => {
      expect(result.droppedIds).toEqual(['rId3', 'rId4', 'rId5']);
    });

    it('keeps internal relationships and hyperlinks as written', () => {
      expect(result.xml).toBe(
        rels(
          `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
          `<Relationship Id="rId2" Type="${REL}/hyperlink" Target="https://example.com/" TargetMode="External"/>`,
        ),
      );
    });
  });

  describe('when there is nothing to drop', () => {
    it('returns the text unchanged', () => {
      const xml = rels(`<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`);
      expect(dropExternalRelationships(xml)).toEqual({ xml, droppedIds: [] });
    });
  });
});

describe('externalRelationshipChanges', () => {
  describe('when a package has an attached template and a linked image', () => {
    it('gives the new .rels text per part with the ids dropped', () => {
      const opened = openDocx(
        minimalDocx(paragraphXml('x'), {
          documentRelationships: [{ id: 'rIdImg', type: `${REL}/image`, target: 'http://example.com/a.png', external: true }],
          packageRelationships: [{ id: 'rIdT', type: `${REL}/attachedTemplate`, target: 'file:///t.dotx', external: true }],
        }),
      );
      if (!opened.ok) throw new Error(opened.error.message);
      const changes = externalRelationshipChanges(opened.value);
      expect([...changes.keys()]).toEqual(['_rels/.rels', 'word/_rels/document.xml.rels']);
      expect(changes.get('word/_rels/document.xml.rels')).toMatchObject({ sourcePart: 'word/document.xml', droppedIds: ['rIdImg'] });
      expect(changes.get('_rels/.rels')).toMatchObject({ sourcePart: '', droppedIds: ['rIdT'] });
      expect(changes.get('_rels/.rels')?.xml).not.toContain('attachedTemplate');
    });
  });
});
