import { documentXml, hostileDocx } from './hostile-docx';

const tagRun = (index: number): string => `<w:r><w:t>{{field${index}}}</w:t></w:r>`;

/** `tags` field tags spread evenly over `paragraphs` paragraphs, each in its own run. */
export const tagsAcrossParagraphs = (tags: number, paragraphs: number): Uint8Array => {
  const perParagraph = Math.ceil(tags / paragraphs);
  const body: string[] = [];
  for (let start = 0; start < tags; start += perParagraph) {
    const runs: string[] = [];
    for (let index = start; index < Math.min(tags, start + perParagraph); index += 1) runs.push(tagRun(index));
    body.push(`<w:p>${runs.join('')}</w:p>`);
  }
  return hostileDocx({ documentXml: documentXml(body.join('')) });
};

/** `tags` field tags in ONE paragraph, each in its own run. */
export const tagsInOneParagraph = (tags: number): Uint8Array => tagsAcrossParagraphs(tags, 1);
