import type { DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { Context } from 'koa';
import { DOCX_CONTENT_TYPE } from '../platform/body/read-upload';
import { asciiFallback } from '../library/send-download';
import { ComparisonJson } from './compare-codecs';


/** Answers a compare: the .docx with tracked changes as an attachment, or with `?format=json` the list of changes. */
export const sendComparison = (ctx: Context, comparison: DocumentComparison, format: 'docx' | 'json' | undefined, fileName: string): void => {
  ctx.set('Cache-Control', 'no-store');
  if (format === 'json') {
    ctx.body = { changes: comparison.changes };
    return;
  }
  ctx.attachment(fileName, { fallback: asciiFallback(fileName) });
  ctx.type = DOCX_CONTENT_TYPE;
  ctx.body = Buffer.from(comparison.docx.buffer, comparison.docx.byteOffset, comparison.docx.byteLength);
};

export const comparisonResponse = (description: string) => ({
  description: `${description}: the revised .docx with tracked changes (author "Quire"), or with \`?format=json\` the list of changes`,
  content: { [DOCX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: ComparisonJson } },
});
