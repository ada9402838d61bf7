import { WARNINGS_HEADER_MAX_BYTES, warningsHeader } from './send-generated-file';

const warning = (index: number) => ({ code: 'missing_value', name: `field_${index}`, message: `The field field_${index} has no value.` });

describe('warningsHeader', () => {
  describe('when the warnings fit', () => {
    it('is their JSON, with what is not ASCII escaped', () => {
      const header = warningsHeader([{ code: 'unknown_data_key', name: 'prénom', message: '"prénom" is no alias.' }]);
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      expect(JSON.parse(header)).toEqual([{ code: 'unknown_data_key', name: 'prénom', message: '"prénom" is no alias.' }]);
    });
  });

  describe('when they do not fit', () => {
    it('lists the first ones and counts the others, within the bound', () => {
      const warnings = Array.from({ length: 1000 }, (_, index) => warning(index));
      const header = warningsHeader(warnings);
      const listed = JSON.parse(header) as Array<{ code: string; count?: number }>;
      expect(header.length).toBeLessThanOrEqual(WARNINGS_HEADER_MAX_BYTES);
      const last = listed[listed.length - 1];
      expect(last).toMatchObject({ code: 'warnings_truncated', count: 1000 - (listed.length - 1) });
      expect(listed.slice(0, -1)).toEqual(warnings.slice(0, listed.length - 1));
    });
  });
});
