// Check one call of a live backend against contract/openapi.json:
//   node contract/check.mjs --api http://127.0.0.1:8000/api get-data '{"token":null}'
//   node contract/check.mjs --api https://site.example/api login '{"token":null,"email":"…","password":"…"}' --strict
// Sends the body as the shop does (the three headers of
// docs/embed-contract.md §4), checks the request body, then the answer's
// status, content type and body. --strict also refuses fields the document does
// not name. Exit code 1 when anything disagrees.
import { parseArgs } from 'node:util';
import { createContractValidator, loadContract } from './validator.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { api: { type: 'string', default: 'http://127.0.0.1:8787/api' }, strict: { type: 'boolean', default: false } },
});
const [action, json = '{"token":null}'] = positionals;
if (!action) {
  console.error('usage: node contract/check.mjs [--api URL] [--strict] ACTION [JSON_BODY]');
  process.exit(2);
}

const contract = createContractValidator(await loadContract(), { closed: values.strict });
const body = JSON.parse(json);
const problems = contract.request(action, body).map((p) => `sent: ${p}`);
const response = await fetch(`${values.api.replace(/\/+$/, '')}/${action}`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  body: JSON.stringify(body),
});
const contentType = response.headers.get('content-type') ?? '';
const text = await response.text();
let answer = text;
if (contentType.includes('json')) {
  try {
    answer = JSON.parse(text);
  } catch {
    problems.push('answer: the body is not JSON');
  }
}
problems.push(...contract.response(action, response.status, answer, contentType || 'none').map((p) => `answer: ${p}`));
console.log(`${action} → ${response.status}: ${problems.length ? `${problems.length} problem(s)` : 'as the contract says'}`);
for (const problem of problems) console.log(`  - ${problem}`);
process.exit(problems.length ? 1 : 0);
