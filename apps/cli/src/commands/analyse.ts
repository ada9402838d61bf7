import { analyseTemplate } from '@quire/docx-engine';
import type { EngineCommand } from '../cli-command';
import { EXIT } from '../exit-codes';
import { readTemplate, reportDiagnostics } from './engine-files';

/**
 * `quire analyse TEMPLATE.docx [--json]`: what a template uses (fields, rules, repeats, snippets)
 * and every problem in it, with no server. Exit 1 when the template has errors or is refused.
 */
export const analyse: EngineCommand = {
  kind: 'engine',
  name: 'analyse',
  usage: 'quire analyse TEMPLATE.docx [--json]   lists the fields, rules, repeats and snippets a template uses, and its problems',
  options: { json: { type: 'boolean' } },
  positionals: 1,
  run: async (values, [file = ''], io) => {
    const analysis = analyseTemplate(await readTemplate(file));
    const hasErrors = analysis.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
    if (values['json'] === true) {
      io.out(JSON.stringify({ valid: !hasErrors, ...analysis }, null, 2));
      return hasErrors ? EXIT.failed : EXIT.ok;
    }
    const list = (title: string, uses: ReadonlyArray<{ readonly name: string; readonly occurrences: number; readonly alias?: string }>): void => {
      io.out(uses.length === 0 ? `${title}: none` : `${title}:`);
      uses.forEach((use) => io.out(`  ${use.name}${use.alias === undefined ? '' : ` (alias ${use.alias})`} ×${use.occurrences}`));
    };
    list('fields', analysis.fields);
    list('rules', analysis.rules);
    list('repeats', analysis.repeats);
    list('snippets', analysis.snippets);
    reportDiagnostics(file, analysis.diagnostics, io);
    return hasErrors ? EXIT.failed : EXIT.ok;
  },
};
