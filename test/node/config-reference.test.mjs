// docs/config-reference.md is generated from the source (scripts/docs/config-reference.mjs):
// a config key, host event, custom property or text key added without
// regenerating the document fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { API_OUT, generateApiReference } from '../../scripts/docs/api-reference.mjs';
import { generate, OUT } from '../../scripts/docs/config-reference.mjs';

test('docs/config-reference.md is what `npm run docs` generates', () => {
  assert.equal(readFileSync(OUT, 'utf8'), generate(), 'docs/config-reference.md is out of date: run `npm run docs`');
});

test('the reference lists every key of the contract example config and every text key', () => {
  const doc = readFileSync(OUT, 'utf8');
  const example = JSON.parse(readFileSync(new URL('../../demo/config.json', import.meta.url), 'utf8'));
  for (const key of Object.keys(example)) assert.match(doc, new RegExp(`^\\| \`${key}\` \\|`, 'm'), `config key ${key}`);
  for (const key of ['checkout.paymentRefused', 'cart.expired', 'refund.bankIban'])
    assert.match(doc, new RegExp(`^\\| \`${key.replace('.', '\\.')}\` \\|`, 'm'), `text key ${key}`);
  assert.match(doc, /^\| `--event-shop-accent` \| the colour of the page's links if it reads at 4\.5:1 on white, else `#5b2bd6` \|/m);
  assert.match(doc, /^\| `event-shop:purchase` \|/m);
});

test('docs/api-reference.md is what `npm run docs` generates from contract/openapi.json, one section per call', () => {
  const doc = readFileSync(API_OUT, 'utf8');
  assert.equal(doc, generateApiReference(), 'docs/api-reference.md is out of date: run `npm run docs`');
  const openapi = JSON.parse(readFileSync(new URL('../../contract/openapi.json', import.meta.url), 'utf8'));
  for (const path of Object.keys(openapi.paths))
    assert.match(doc, new RegExp(`^## \`(GET|POST) ${path.replace(/[{}]/g, '\\$&')}\``, 'm'), path);
  assert.match(doc, /^\| 422 \| `ValidationError` \| "Invalid or expired voucher code\." /m);
});
