/*
 * How long an interview takes to derive, by template size (docs/interviews.md): compile (what the
 * renderer's cache spares), the first derivation (outline and questions) and a kept one (a repeat
 * request with the same templates and vocabulary), and a relevance check on top. Run with
 * `npx tsx test/bench/measure-interview.ts [iterations]` in packages/adapter-docx-engine.
 */
import { compileTemplate } from '@quire/docx-engine/engine';
import { docxFromText } from '../../src/docx-text-document-writer';
import { planInterview } from '../../src/interview/plan-interview';

const iterations = Number(process.argv[2] ?? 20);

/** `sections` blocks, each an if / else-if / else over its own names, with a repeat and nested conditions: about 12 names per block. */
const templateText = (sections: number): string =>
  Array.from({ length: sections }, (_, n) =>
    [
      `Section ${n}: {{client_name}} and {{party_${n}}}.`,
      `{{#if status_${n} = "a"}}A {{a_${n}}}{{#if deep_${n}}} {{deeper_${n}}}{{/if}}{{else if status_${n} = "b"}}B {{b_${n}}}{{else}}C {{c_${n}}}{{/if}}`,
      `{{#each items_${n}}}{{name}} {{amount}}{{#if @last}}.{{/if}}{{/each}}`,
      `{{#if flag_${n} and count_${n} > 2}}{{note_${n}}}{{/if}}`,
    ].join('\n'),
  ).join('\n');

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const time = (run: () => void): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

for (const sections of [10, 100, 1000]) {
  const bytes = docxFromText(templateText(sections));
  const compiles: number[] = [];
  const firsts: number[] = [];
  const kepts: number[] = [];
  const checks: number[] = [];
  let questions = 0;
  for (let round = 0; round < iterations; round++) {
    let compiled: ReturnType<typeof compileTemplate> | undefined;
    compiles.push(time(() => (compiled = compileTemplate(bytes))));
    if (compiled === undefined || !compiled.ok) throw new Error('compile failed');
    const template = { sha256: `t${round}`, template: compiled.value, snippets: [] };
    // A new vocabulary object per round: nothing is kept from the round before.
    const vocabulary = { aliases: [{ name: 'client_name', type: 'text' as const, synonyms: [] }], rules: [] };
    firsts.push(time(() => (questions = planInterview([template], vocabulary).questions.length)));
    kepts.push(time(() => planInterview([template], vocabulary)));
    checks.push(time(() => planInterview([template], vocabulary, { status_1: 'a', deep_1: true, items_1: [{ name: 'x', amount: 1 }] })));
  }
  console.log(
    `${String(sections).padStart(5)} sections, ${String(bytes.byteLength).padStart(7)} bytes, ${String(questions).padStart(6)} questions: compile ${median(compiles).toFixed(2)} ms, first interview ${median(firsts).toFixed(2)} ms, kept ${median(kepts).toFixed(3)} ms, check ${median(checks).toFixed(2)} ms (median of ${iterations})`,
  );
}
