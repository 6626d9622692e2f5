// Checks requests and answers against contract/openapi.json with a real JSON
// Schema 2020-12 validator (ajv), the dialect of OpenAPI 3.1 schemas. Used by
// the contract tests (test/node/contract-*.test.mjs) and by contract/check.mjs,
// which checks a live backend.
//   const contract = createContractValidator(await loadContract(), { closed: true });
//   contract.response('get-cart', 200, body)  // → [] or ['/cart/now must match format "date-time"', ...]
import { readFile } from 'node:fs/promises';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const CONTRACT_URL = new URL('./openapi.json', import.meta.url);

export async function loadContract(url = CONTRACT_URL) {
  return JSON.parse(await readFile(url, 'utf8'));
}

/** The calls of the document: `POST /{action}` with a JSON request body. */
export const actionsOf = (doc) =>
  Object.keys(doc.paths)
    .filter((p) => doc.paths[p].post)
    .map((p) => p.slice(1));

/**
 * The document with every `type: object` schema that lists `properties` closed
 * (`additionalProperties: false` unless it says otherwise). The document itself
 * leaves answers open, so a backend may send more than the shop reads; the
 * tests close it to prove the demo backend sends nothing the document omits.
 */
export function closeSchemas(doc) {
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    // Typed objects only: an untyped `{ required, properties }` branch of an anyOf just names a key.
    const closable = out.type === 'object' && out.properties && typeof out.properties === 'object' && !Array.isArray(out.properties);
    if (closable && !('additionalProperties' in out) && !('unevaluatedProperties' in out)) out.additionalProperties = false;
    return out;
  };
  return walk(doc);
}

// JSON pointer segment inside a URI fragment (RFC 6901 then RFC 3986).
const segment = (key) => encodeURIComponent(String(key).replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (...keys) => `contract#/${keys.map(segment).join('/')}`;

const describe = (errors) =>
  (errors ?? []).map((e) => {
    const extra = e.params?.additionalProperty
      ? ` (${e.params.additionalProperty})`
      : e.params?.allowedValues
        ? ` (${e.params.allowedValues.join(', ')})`
        : '';
    return `${e.instancePath || '/'} ${e.message}${extra}`;
  });

/**
 * @param {object} doc the OpenAPI document
 * @param {{ closed?: boolean }} [options] closed: refuse fields the document does not name
 */
export function createContractValidator(doc, { closed = false } = {}) {
  const source = closed ? closeSchemas(doc) : doc;
  // strict: a misspelt keyword in the document fails instead of being ignored;
  // union types (`["string", "null"]`) are how OpenAPI 3.1 says nullable.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true });
  addFormats(ajv);
  // OpenAPI's own keys around the schemas are not JSON Schema keywords.
  ajv.addVocabulary([
    'openapi',
    'info',
    'servers',
    'tags',
    'paths',
    'components',
    'webhooks',
    'jsonSchemaDialect',
    'security',
    'externalDocs',
  ]);
  // docs/embed-contract.md §4: amounts are exact to the cent. The number as
  // JSON writes it may have at most this many decimals (0.1 + 0.2 added in
  // floats fails); the second test catches what JSON writes with an exponent
  // (1e-7).
  ajv.addKeyword({
    keyword: 'x-max-decimals',
    type: 'number',
    schemaType: 'number',
    validate: function maxDecimals(max, data) {
      const ok =
        new RegExp(`^-?\\d+(\\.\\d{1,${max}})?(e[+-]?\\d+)?$`, 'i').test(String(data)) &&
        Math.abs(Math.round(data * 10 ** max) - data * 10 ** max) < 1e-6;
      if (!ok)
        maxDecimals.errors = [{ keyword: 'x-max-decimals', message: `must have at most ${max} decimals (${data})`, params: { max } }];
      return ok;
    },
  });
  ajv.addSchema(source, 'contract');

  const schemaAt = (...keys) => {
    const validate = ajv.getSchema(pointer(...keys));
    if (!validate) throw new Error(`No schema at ${pointer(...keys)}`);
    return validate;
  };
  const check = (validate, value) => (validate(value) ? [] : describe(validate.errors));

  /** The operation of `/{action}` (POST) or a GET download by its operationId. */
  function operation(action) {
    const post = source.paths[`/${action}`]?.post;
    if (post) return { keys: ['paths', `/${action}`, 'post'], op: post };
    const entry = Object.entries(source.paths).find(([, item]) => item.get?.operationId === action);
    if (entry) return { keys: ['paths', entry[0], 'get'], op: entry[1].get };
    throw new Error(`The contract has no call "${action}".`);
  }

  /** The documented answer for a status: exact, then its range (`4XX`), then `default`; refs followed. */
  function responseFor(action, status) {
    const { keys, op } = operation(action);
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => c in op.responses);
    if (!code) return null;
    let at = [...keys, 'responses', code];
    let response = op.responses[code];
    if (response.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      at = ['components', 'responses', name];
      response = source.components.responses[name];
    }
    return { code, at, response };
  }

  return {
    doc: source,
    /** Problems of a request body (and, when given, its headers) for `POST /{action}`. */
    request(action, body, headers) {
      const { keys, op } = operation(action);
      const problems = check(schemaAt(...keys, 'requestBody', 'content', 'application/json', 'schema'), body).map(
        (p) => `request body ${p}`,
      );
      if (headers) {
        for (const param of op.parameters ?? []) {
          const name = param.$ref ? param.$ref.replace('#/components/parameters/', '') : null;
          const p = name ? source.components.parameters[name] : param;
          if (p.in !== 'header') continue;
          const value = headers.get(p.name);
          if (value === null) {
            if (p.required) problems.push(`request header ${p.name} is missing`);
          } else {
            const at = name
              ? ['components', 'parameters', name, 'schema']
              : [...keys, 'parameters', op.parameters.indexOf(param), 'schema'];
            problems.push(...check(schemaAt(...at), value).map((e) => `request header ${p.name} ${e}`));
          }
        }
      }
      return problems;
    },
    /** Problems of an answer: an undocumented status, another content type, or a body its schema refuses. */
    response(action, status, body, contentType = 'application/json') {
      const found = responseFor(action, status);
      if (!found) return [`status ${status} is not documented for ${action}`];
      const type = contentType.split(';')[0].trim().toLowerCase();
      if (!found.response.content?.[type]) return [`content type ${type} is not documented for ${action} ${found.code}`];
      // Downloads are documents, not JSON: their type is what the contract fixes.
      if (type !== 'application/json') return [];
      return check(schemaAt(...found.at, 'content', type, 'schema'), body).map((p) => `${status} body ${p}`);
    },
    /** The documented status codes of a call. */
    statuses: (action) => Object.keys(operation(action).op.responses),
  };
}
