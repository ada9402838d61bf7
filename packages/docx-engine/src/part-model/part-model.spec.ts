import { attributeSpan } from './attribute-span';
import { buildPartModel } from './build-part-model';

describe('attributeSpan', () => {
  const xml = '<w:p><w:pPr/></w:p><w:p w14:paraId="1A2B3C4D" w:rsidR="00AB"><w:r/></w:p>';

  describe('when the tag has the attribute', () => {
    it('answers the span of its value', () => {
      const tagStart = xml.indexOf('<w:p w14');
      const span = attributeSpan(xml, tagStart, xml.indexOf('>', tagStart) + 1, 'w14:paraId');
      expect(span === undefined ? undefined : xml.slice(span.start, span.end)).toBe('1A2B3C4D');
    });
  });

  describe('when only a later tag has the attribute', () => {
    it('answers nothing', () => {
      expect(attributeSpan(xml, 0, 5, 'w14:paraId')).toBeUndefined();
      expect(attributeSpan(xml, 0, 5, 'w:rsidR')).toBeUndefined();
    });
  });
});

describe('buildPartModel', () => {
  describe('when some paragraphs have paragraph ids and others do not', () => {
    it('keeps in the first copy only the ids of the paragraphs that have them', () => {
      const xml = '<w:body><w:p><w:r><w:t>a</w:t></w:r></w:p><w:p w14:paraId="00000001"><w:r><w:t>b</w:t></w:r></w:p><w:p/></w:body>';
      const sites = buildPartModel(xml).idSites.map((site) => xml.slice(site.start, site.end));
      expect(sites).toEqual([' w14:paraId="00000001"']);
    });
  });
});
