import { compileTemplate } from '../../src/compile/compile-template';
import { outlineTemplate, type OutlineNode } from '../../src/analyse/outline';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, tableXml } from '@quire/testing/docx/wordml';

const outline = (body: string, extras: Parameters<typeof minimalDocx>[1] = {}): readonly OutlineNode[] => {
  const compiled = compileTemplate(minimalDocx(body, extras));
  if (!compiled.ok) throw new Error(compiled.error.message);
  return outlineTemplate(compiled.value);
};

/** The outline as short text: `name`, `if(cond)[…|…]`, `each(list)[…]`, `>snippet`, `marker(name)[…]`. */
const brief = (nodes: readonly OutlineNode[]): string =>
  nodes
    .map((node) => {
      switch (node.kind) {
        case 'field':
          return `${node.reads.join('+')}${node.defaulted ? '?' : ''}`;
        case 'if':
          return `if[${node.branches.map((branch) => `${branch.condition === undefined ? 'else' : branch.condition.kind === 'name' ? branch.condition.name : 'expr'}:${brief(branch.body)}`).join('|')}]`;
        case 'each':
          return `each(${node.target})[${brief(node.body)}]`;
        case 'snippet':
          return `>${node.name}`;
        case 'marker':
          return `marker(${node.name})[${brief(node.body)}]`;
      }
    })
    .join(' ');

describe('outlineTemplate', () => {
  it('keeps the document order and nesting of fields, branches, repeats and snippets', () => {
    const body = [
      paragraphXml('Dear {{client_name}},'),
      paragraphXml('{{#if married}}{{spouse}}{{else if a > 1}}{{qty * price}}{{else}}{{note | default: "none"}}{{/if}}'),
      paragraphXml('{{#each children}}{{name}} {{@index}}{{/each}}'),
      paragraphXml('{{> Clause}}'),
    ].join('');
    expect(brief(outline(body))).toBe('client_name if[married:spouse|expr:qty+price|else:note?] each(children)[name] >Clause');
  });

  it('reads table rows, headers and bare-named content controls, main document first', () => {
    const body =
      tableXml([['{{#each items}}', ''], ['{{item_name}}', '{{amount}}'], ['{{/each}}', '']]) +
      '<w:sdt><w:sdtPr><w:tag w:val="Adult"/></w:sdtPr><w:sdtContent>' +
      paragraphXml('{{guardian}}') +
      '</w:sdtContent></w:sdt>';
    expect(brief(outline(body, { headers: { default: paragraphXml('{{firm}}') } }))).toBe('each(items)[item_name amount] marker(Adult)[guardian] firm');
  });
});
