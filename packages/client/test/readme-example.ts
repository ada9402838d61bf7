// The README's example, type-checked by `npm test` (typecheck) so that it stays true to the client.
import { readFile, writeFile } from 'node:fs/promises';
import { createQuireClient, docxBody } from '../src';

export const readmeExample = async (): Promise<void> => {
  const quire = createQuireClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: process.env['QUIRE_KEY'] ?? '' });

  await quire.POST('/v1/Aliases', { body: { name: 'client_name', type: 'text', label: 'Client name' } });

  const upload = await quire.POST('/v1/FormTemplates', { params: { query: { name: 'Letter' } }, ...docxBody(await readFile('letter.docx')) });
  if (!upload.data) throw new Error(`${upload.error.code}: ${upload.error.detail}`); // e.g. 422 template_invalid, with every diagnostic
  const warnings = upload.data.analysis.diagnostics.filter((d) => d.severity === 'warning');

  const generated = await quire.POST('/v1/FormTemplates/{id}/Generate', {
    params: { path: { id: upload.data.id } },
    body: { data: { client_name: 'Ada Lovelace' } },
    parseAs: 'blob',
  });
  if (!generated.data) throw new Error(generated.error.code);
  console.log('warnings:', generated.response.headers.get('Quire-Warnings-Count'), warnings.length);
  await writeFile('out/letter.docx', Buffer.from(await generated.data.arrayBuffer()));
};
