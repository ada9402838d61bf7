/**
 * Writes src/openapi.ts (the API's types) from the server's OpenAPI document.
 *   npm run client:generate          (from the repository root)
 *   npx tsx scripts/generate.ts --check   exits 1 when the committed file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { generatedTypes } from './openapi-source';

const TARGET = path.join(__dirname, '..', 'src', 'openapi.ts');

const main = async (): Promise<void> => {
  const text = await generatedTypes();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(TARGET, 'utf8');
    if (committed !== text) {
      process.stderr.write('packages/client/src/openapi.ts is out of date with the server\'s OpenAPI document: run `npm run client:generate` and commit the result.\n');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(TARGET, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), TARGET)}\n`);
};

void main();
