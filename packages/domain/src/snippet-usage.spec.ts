import * as E from 'fp-ts/Either';
import { arbitrarySnippet, usedBy } from '@quire/testing/builders/library';
import { formTemplateId } from './library-ids';
import { NO_USAGE, type Usage } from './library-usage';
import { assertSnippetChangeAllowed, assertSnippetDeletable } from './snippet-usage';

describe('snippet usage', () => {
  const snippet = arbitrarySnippet({ name: 'Clause' });
  const usage: Usage = { ...NO_USAGE, templates: [usedBy(formTemplateId('t1'), ['Clause'])] };

  describe('when a template inserts it', () => {
    it('refuses deletion unless forced', () => {
      expect(assertSnippetDeletable(snippet, usage, false)).toEqual(E.left({ _tag: 'SnippetInUse', id: snippet.id, name: 'Clause', usage }));
      expect(assertSnippetDeletable(snippet, usage, true)).toEqual(E.right(snippet));
    });
    it('refuses a rename unless forced, allows other changes', () => {
      expect(assertSnippetChangeAllowed(snippet, { ...snippet, name: 'Other' }, usage, false)).toEqual(E.left(expect.objectContaining({ _tag: 'SnippetInUse' })));
      expect(assertSnippetChangeAllowed(snippet, { ...snippet, name: 'CLAUSE', tags: ['x'] }, usage, false)).toEqual(E.right(expect.objectContaining({ tags: ['x'] })));
    });
  });

  describe('when nothing uses it', () => {
    it('may be deleted', () => {
      expect(assertSnippetDeletable(snippet, NO_USAGE, false)).toEqual(E.right(snippet));
    });
  });
});
