import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import type { Harness } from './http-harness';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Uploads, through the harness and with a member's key, a form template of these paragraphs; answers its id. */
export const templateUploader =
  (h: Harness) =>
  async (me: { readonly secret: string }, name: string, ...paragraphs: string[]): Promise<string> => {
    const response = await h.request('POST', `/v1/FormTemplates?name=${encodeURIComponent(name)}`, { key: me.secret, body: paragraphsDocx(...paragraphs), headers: { 'Content-Type': DOCX } });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
    return response.json().id as string;
  };
