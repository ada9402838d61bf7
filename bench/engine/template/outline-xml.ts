import type { DocumentOutline } from './document-outline';
import type { TagSyntax } from './tag-syntax';
import { cellXml, paragraphXml, rowXml, run, splitRuns } from './word-xml';
import { type OutlineXml, writeOutline } from './write-outline';

export type { OutlineXml } from './write-outline';

/** The outline as a template in one syntax: tags where the data goes, as an author would type them. */
export const templateXml = (outline: DocumentOutline, syntax: TagSyntax): OutlineXml =>
  writeOutline(outline, {
    field: (part) => (part.splitAcrossRuns ? splitRuns(syntax.field(part.name), part.bold) : run(syntax.field(part.name), part.bold)),
    inlineCondition: (part) => run(syntax.openCondition(part.condition)) + run(part.text) + run(syntax.closeCondition(part.condition)),
    condition: (condition, paragraphs) => paragraphXml(run(syntax.openCondition(condition))) + paragraphs() + paragraphXml(run(syntax.closeCondition(condition))),
    tableValue: (name) => run(syntax.field(name)),
    repeatRows: (part, width) => {
      const cells = part.columns.map((column, index) => {
        const open = index === 0 ? syntax.openRepeat(part.list) : '';
        const close = index === part.columns.length - 1 ? syntax.closeRepeat(part.list) : '';
        return cellXml(paragraphXml(run(`${open}${syntax.field(column)}${close}`)), width);
      });
      return rowXml(cells.join(''));
    },
  });

/**
 * The outline as the floor's input: the rendered document's shape (kept sections only, every
 * row written out) with one `{{path}}` placeholder in a single run where each value goes.
 */
export const floorXml = (outline: DocumentOutline, data: Readonly<Record<string, unknown>>): OutlineXml => {
  const kept = (condition: string): boolean => data[condition] === true;
  return writeOutline(outline, {
    field: (part) => run(`{{${part.name}}}`, part.bold),
    inlineCondition: (part) => (kept(part.condition) ? run(part.text) : ''),
    condition: (condition, paragraphs) => (kept(condition) ? paragraphs() : ''),
    tableValue: (name) => run(`{{${name}}}`),
    repeatRows: (part, width) => {
      const items = data[part.list];
      const count = Array.isArray(items) ? items.length : 0;
      let rows = '';
      // Copies of a row carry no paragraph ids, as Quire writes them (ids must stay unique).
      for (let item = 0; item < count; item += 1) {
        const cells = part.columns.map((column) => cellXml(paragraphXml(run(`{{${part.list}.${item}.${column}}}`), false, item === 0), width));
        rows += rowXml(cells.join(''), item === 0);
      }
      return rows;
    },
  });
};
