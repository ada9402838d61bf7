import { openDocx } from '../../../src/package/open-docx';
import { readDocx } from '../../support/python-docx';
import { paragraphTexts } from './paragraph-texts';
import { renderedDocuments } from './render-docx';

/**
 * Every document opens with python-docx, and its body reads there as our own reading of
 * word/document.xml finds it (text boxes aside: python-docx lists them apart from the body).
 */
const expectPythonDocxReadsAlike = async (documents: ReadonlyArray<Uint8Array>): Promise<void> => {
  for (const bytes of documents) {
    const opened = openDocx(bytes);
    if (!opened.ok) throw new Error(opened.error.code);
    const xml = opened.value.text('word/document.xml').replace(/<w:txbxContent>[\s\S]*?<\/w:txbxContent>/g, '');
    expect((await readDocx(bytes)).body).toEqual(paragraphTexts(xml));
  }
};

/**
 * The test a suite of rendering unit tests ends with (they run first, imported by the suite):
 * every document they rendered, more than `atLeast` of them, reads in python-docx as above.
 */
export const itReadsRenderedDocumentsAlike = (title: string, atLeast: number): void =>
  it(
    title,
    async () => {
      expect(renderedDocuments.length).toBeGreaterThan(atLeast);
      await expectPythonDocxReadsAlike(renderedDocuments);
    },
    300_000,
  );
