// Test helper run as a child process (ESLint loads its flat config with import(), which Jest's module
// system does not support): lints each given source text as if it were the given file, with the
// repository's eslint.config.mjs, and prints the rule ids and messages it reports, as JSON.
import { ESLint } from 'eslint';
import { ROOT } from '../../scripts/lib/paths.mjs';

const files = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { filePath, code } of files) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
console.log(JSON.stringify(results));
