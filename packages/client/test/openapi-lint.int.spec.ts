import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { serverDocument } from '../scripts/server-document';

type LintProblem = { readonly ruleId: string; readonly severity: string; readonly message: string; readonly location?: ReadonlyArray<{ readonly pointer?: string }> };

/** The server's OpenAPI document passes Redocly CLI's recommended rules with no error (`npm run lint:openapi` shows the warnings too). */
describe('the OpenAPI document', () => {
  it('has no error under Redocly CLI', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'quire-openapi-lint-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(serverDocument()));
      const redocly = require.resolve('@redocly/cli/bin/cli.js');
      const output = await new Promise<string>((resolve, reject) =>
        // redocly exits 1 when it finds errors: the JSON report says which.
        execFile(process.execPath, [redocly, 'lint', file, '--format=json'], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
          stdout.trim().startsWith('{') ? resolve(stdout) : reject(error ?? new Error('redocly printed no report')),
        ),
      );
      const report = JSON.parse(output) as { problems: LintProblem[] };
      const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
