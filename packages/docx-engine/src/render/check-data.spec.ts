import { deeplyNestedArrays, deeplyNestedObjects, objectWithKeys } from '@quire/testing/hostile/deep-data';
import { documentXml, hostileDocx, paragraphXml } from '@quire/testing/hostile/hostile-docx';
import { compileTemplate } from '../compile/compile-template';
import { renderTemplate } from './render-template';
import type { RenderOptions } from './render-types';

const template = (() => {
  const compiled = compileTemplate(hostileDocx({ documentXml: documentXml(paragraphXml('{{name}} {{#each list}}{{.}}{{/each}}')) }));
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value;
})();

const failureOf = (data: Record<string, unknown>, options: RenderOptions = {}) => {
  const rendered = renderTemplate(template, data, options);
  return rendered.ok ? undefined : rendered.error;
};

describe('data limits (ADR 0043)', () => {
  describe('nesting', () => {
    it.each([
      ['a field', { name: deeplyNestedArrays(2000) }],
      ['a repeat', { list: deeplyNestedArrays(2000) }],
      ['objects', { name: deeplyNestedObjects(100_000) }],
    ])('refuses data nested 2,000 deep or more (%s) as data_too_deep, never a stack overflow', (_, data) => {
      expect(failureOf(data)).toEqual({ code: 'data_too_deep', message: 'The data nests lists and objects more than 64 deep, the limit.', limit: 64 });
    });

    it('renders data 64 deep (the data object is level 1) and refuses 65', () => {
      expect(failureOf({ name: deeplyNestedObjects(63) })).toBeUndefined();
      expect(failureOf({ name: deeplyNestedObjects(64) })?.code).toBe('data_too_deep');
    });

    it('takes its limit from the options', () => {
      expect(failureOf({ name: deeplyNestedObjects(64) }, { maxDataDepth: 65 })).toBeUndefined();
      expect(failureOf({ name: deeplyNestedObjects(3) }, { maxDataDepth: 3 })?.code).toBe('data_too_deep');
    });
  });

  describe('size', () => {
    it('refuses data with more keys and list items than the limit as data_too_large', () => {
      expect(failureOf({ name: 'x', ...objectWithKeys(100_000) })).toEqual({
        code: 'data_too_large',
        message: 'The data holds more than 100000 keys and list items in all, the limit.',
        limit: 100_000,
      });
    });

    it('counts keys and list items at every level, up to the limit given', () => {
      const data = { name: 'x', list: ['a', 'b', { c: 1, d: [1, 2] }] };
      // name, list; 3 items; c, d; 2 items: 9 in all.
      expect(failureOf(data, { maxDataKeys: 9 })).toBeUndefined();
      expect(failureOf(data, { maxDataKeys: 8 })?.code).toBe('data_too_large');
    });
  });
});
