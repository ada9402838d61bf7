import { findForbiddenDeclaration } from './find-forbidden-declaration';

describe('findForbiddenDeclaration', () => {
  describe('when the XML has comments and CDATA only', () => {
    it('finds nothing', () => {
      expect(findForbiddenDeclaration('<?xml version="1.0"?><!-- note --><a><![CDATA[x]]>&lt;!DOCTYPE</a>')).toBeUndefined();
    });
  });

  describe('when the XML declares a DOCTYPE or an entity', () => {
    it.each([
      ['<!DOCTYPE a><a/>', 'DOCTYPE'],
      ['<!doctype a><a/>', 'DOCTYPE'],
      ['<a/><!ENTITY x "y">', 'ENTITY'],
    ] as const)('finds it in %s', (xml, kind) => {
      expect(findForbiddenDeclaration(xml)).toBe(kind);
    });
  });
});
