import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { BenchEngine } from './bench-engine';

/**
 * docxtemplater as its documentation shows it: a template is parsed for every document (there is
 * no compiled form to reuse), `paragraphLoop` drops paragraphs that hold only a block tag, and
 * the zip is written by PizZip with DEFLATE, as an application serving .docx would.
 */
export const docxtemplaterEngine: BenchEngine = {
  name: 'docxtemplater',
  templateKind: 'docxtemplater',
  prepare: (template) => (data) => {
    const document = new Docxtemplater(new PizZip(template), { paragraphLoop: true, linebreaks: true });
    document.render(data);
    return document.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
  },
};
