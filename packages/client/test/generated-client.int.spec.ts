import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

/** The committed src/openapi.ts is what the server's OpenAPI document generates today. */
describe('the generated client', () => {
  it('matches the server\'s OpenAPI document (else: npm run client:generate)', () => {
    const script = path.join(__dirname, '..', 'scripts', 'generate.ts');
    expect(() => execFileSync(process.execPath, ['--require', 'tsx/cjs', script, '--check'], { cwd: path.join(__dirname, '..', '..', '..'), stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});
