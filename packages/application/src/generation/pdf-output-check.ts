import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import * as E from 'fp-ts/Either';
import type { AppError } from '../app-error';
import { generationFailed, type PdfOptionUnsupported } from '../generation-failure';
import { isPdfTemplate } from './fill-pdf-template';
import type { OutputFormat, PdfOutputOptions } from './generation-settings';

const unsupported = (option: PdfOptionUnsupported['option'], message: string): AppError => generationFailed({ code: 'pdf_option_unsupported', option, message });

/**
 * The `pdf` options checked against what the generation will answer, before anything is rendered
 * (docs/pdf-forms.md#archival-and-tagged-pdf): every option needs a PDF among the outputs (`format:
 * "pdf"`, or a PDF form template); `archive` and `tagged` are LibreOffice's export of a .docx, so
 * no output may be a PDF form (filled, or merged into a packet), which is drawn as its author made it;
 * `stamp` is drawn by a seal, so it needs `seal`.
 */
export const checkPdfOptions = (pdf: PdfOutputOptions, templates: ReadonlyArray<FormTemplate>, format: OutputFormat): E.Either<AppError, void> => {
  const pdfForms = templates.some(isPdfTemplate);
  const asked = [...(pdf.archive === null ? [] : (['archive'] as const)), ...(pdf.tagged ? (['tagged'] as const) : []), ...(pdf.seal ? (['seal'] as const) : [])];
  const [first] = asked;
  if (first !== undefined && format !== 'pdf' && !pdfForms) {
    return E.left(unsupported(first, `pdf.${first} applies to a PDF: ask for format "pdf".`));
  }
  if (pdf.stamp === true && !pdf.seal) return E.left(unsupported('stamp', 'pdf.stamp is the visible stamp of a seal: ask for pdf.seal too.'));
  const converted = asked.find((option) => option === 'archive' || option === 'tagged');
  if (converted !== undefined && pdfForms) {
    return E.left(
      unsupported(
        converted,
        converted === 'archive'
          ? 'A PDF form template cannot be made archival (PDF/A): only a .docx template converted to PDF can. Leave pdf.archive out, or generate the PDF form on its own.'
          : 'A PDF form template cannot be given a structure tree (tags): only a .docx template converted to PDF can. Leave pdf.tagged out, or generate the PDF form on its own.',
      ),
    );
  }
  return E.right(undefined);
};
