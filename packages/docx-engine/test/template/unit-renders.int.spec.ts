/*
 * Runs the unit tests that render documents, then opens every document they rendered with
 * python-docx: each must open, and python-docx must read the body text our own reading finds.
 */
import './fields.spec';
import './conditions.spec';
import './repeats.spec';
import './parts.spec';
import './word-structures.spec';
import './external-relationships.spec';
import './calculations.spec';
import './computed-aliases.spec';
import './table-rows.spec';
import './table-columns.spec';
import './properties-and-braces.spec';
import './pictures.spec';
import { itReadsRenderedDocumentsAlike } from './support/read-back';

describe('the documents rendered by the unit tests', () => {
  describe('when read back with python-docx', () => {
    itReadsRenderedDocumentsAlike('all open, with the text our own reading finds', 50);
  });
});
