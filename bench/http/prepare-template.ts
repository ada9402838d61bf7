import { verifyOutput } from '../engine/measure/verify-output';
import type { BenchmarkCase } from '../engine/template/benchmark-case';
import { type Api, declareAliases, DOCX_TYPE, generateBody, generateOnce, uploadTemplate } from './quire-api';

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** Uploads the template with aliases for its data and checks one answer: a .docx with every expected text, and no warning. */
export const prepareTemplate = async (api: Api, benchmarkCase: BenchmarkCase, declared: Set<string>): Promise<string> => {
  const name = benchmarkCase.size.name;
  await declareAliases(api, benchmarkCase.data, declared);
  const id = await uploadTemplate(api, `Bench ${name}`, benchmarkCase.templates.quire);
  const first = await generateOnce(api, id, generateBody(benchmarkCase.data));
  if (first.contentType !== DOCX_TYPE) throw new Error(`the ${name} answered ${first.contentType ?? 'no content type'}, not a .docx`);
  const problems = verifyOutput(first.bytes, benchmarkCase.expected);
  if (problems.length > 0) throw new Error(`the ${name} generated wrong output: ${problems.join('; ')}`);
  if (first.warnings !== null && first.warnings !== '[]') throw new Error(`the ${name} answered warnings: ${first.warnings.slice(0, 300)}`);
  console.log(`- ${name}: uploaded as ${id}; a generated document checked (${kib(first.bytes.byteLength)}, every value present, dropped clauses absent, no tag left, no warning)`);
  return id;
};
