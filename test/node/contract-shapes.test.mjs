// One description per entity (issue 33): the adapter's shapes (src/api/adapt.ts `shapes`), which
// are also the entity types (the server's, src/api/wire.ts, and the shop's models, src/api/types.ts),
// held to their schemas in contract/openapi.json both ways: a field the contract names that the shape
// does not read (the reader would leave it behind: missing from the models), and a field the shape reads that the
// contract lacks. Each kind is held to its schema's type too (money to `Amount`, a time to `DateTime`, `id` to `Id`,
// `b` to boolean, a list to an array, a shape to an object), and the types' optional fields to
// the contract's `required`. Nested shapes go against nested schemas, following `$ref`, `allOf`
// and `anyOf`/`oneOf` with `null`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';
import { importTs } from '../../build/import-ts.mjs';
import { entityTypes } from './helpers/entity-types.mjs';

const contract = JSON.parse(readFileSync(new URL('../../contract/openapi.json', import.meta.url), 'utf8'));
const { shapes } = await importTs("export { shapes } from './src/api/adapt.ts';");

/** Each shape of adapt.ts and its schema; the entity types of types.ts have the schemas' names. */
const SCHEMA_OF = {
  planEntry: 'PaymentPlanEntry',
  travelTime: 'TravelTime',
  item: 'ShopItem',
  cartProduct: 'CartProduct',
  cartMerchandise: 'CartMerchandise',
  cart: 'Cart',
  invoiceItem: 'InvoiceItem',
  invoice: 'Invoice',
  voucher: 'Voucher',
  payment: 'PaymentPlanPayment',
  ticket: 'Ticket',
  purchase: 'MerchandisePurchase',
  order: 'Order',
  refund: 'Refund',
  customer: 'Customer',
  existingTicketHolder: 'ExistingTicketHolder',
  data: 'ShopData',
  refunded: 'ShopDataWithRefundId',
};

/**
 * Disagreements the shop means, each with its reason, by place (`Schema.field`; a nested schema
 * reached by `$ref` starts again at its own name). Empty: the shop reads every field the contract
 * names. Keep it short and true; an entry that no longer matches a problem fails the test.
 * Not disagreements, so never reported: a kind that reads null where the contract promises a
 * value (`s?`, `n?`, `id`: a lax server's gap stays visible), a list the contract lets be null
 * (read as `[]`, by design), and an object read as sent (`AsSent` in adapt.ts: a shape that names
 * no field; `data.config`, `payment_instruction`, `address`), checked where it is used.
 */
const ALLOWED = new Map([
  // ['Schema.field', 'why the shop does not read it'],
]);

/** The schema a `$ref` names, or null for a `$ref` that does not resolve. */
const target = (ref) =>
  ref
    .slice(2)
    .split('/')
    .reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), contract) ?? null;

/**
 * A schema made plain: its JSON types (`null` apart), properties, required ones, list items, map
 * values, and which named schemas it went through (`Amount`, `Id`, ...). `$ref` is followed,
 * `allOf` merged, `anyOf`/`oneOf` split into `null` (nullable) and the rest (merged).
 */
function plain(schema) {
  const out = { types: new Set(), nullable: false, props: {}, required: new Set(), items: null, values: null, refs: [] };
  const merge = (part) => {
    for (const type of part.types) out.types.add(type);
    out.nullable ||= part.nullable;
    Object.assign(out.props, part.props);
    for (const key of part.required) out.required.add(key);
    out.items ??= part.items;
    out.values ??= part.values;
    out.refs.push(...part.refs);
  };
  if (schema.$ref) {
    const named = /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref)?.[1];
    const resolved = target(schema.$ref);
    if (!resolved) throw new Error(`$ref ${schema.$ref} does not resolve`);
    const part = plain(resolved);
    if (named) part.refs.unshift(named);
    merge(part);
  }
  for (const part of schema.allOf ?? []) merge(plain(part));
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(plain);
  for (const variant of variants) {
    const onlyNull = variant.nullable && variant.types.size === 0;
    if (onlyNull) out.nullable = true;
    else merge({ ...variant, required: new Set() });
  }
  // A property every `oneOf` variant requires is required.
  const objects = variants.filter((v) => v.types.has('object'));
  if (objects.length) for (const key of Object.keys(out.props)) if (objects.every((v) => v.required.has(key))) out.required.add(key);
  for (const type of [schema.type ?? []].flat()) {
    if (type === 'null') out.nullable = true;
    else out.types.add(type);
  }
  if ('const' in schema) out.types.add(schema.const === null ? 'null' : typeof schema.const);
  if (schema.enum?.includes(null)) out.nullable = true;
  if (schema.properties) for (const [key, value] of Object.entries(schema.properties)) out.props[key] = value;
  for (const key of schema.required ?? []) out.required.add(key);
  if (schema.items) out.items = schema.items;
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.values = schema.additionalProperties;
  if (out.types.has('integer')) out.types.add('number');
  return out;
}

/** What a scalar kind reads: the JSON type it expects, and whether it gives null. */
const SCALARS = {
  m: { type: 'number', money: true },
  'm?': { type: 'number', money: true, nullable: true },
  n: { type: 'integer' },
  'n?': { type: 'integer', nullable: true },
  s: { type: 'string' },
  's?': { type: 'string', nullable: true },
  t: { type: 'string', time: true },
  't?': { type: 'string', time: true, nullable: true },
  b: { type: 'boolean' },
  id: { type: 'id', nullable: true },
  M: { type: 'object', map: true },
};

/**
 * Every disagreement between a shape (or one field's kind) and a schema, as `{ at, problem }`.
 * `seen` keeps a named schema reached again (ShopItem in each cart line and order) from being
 * compared, and reported, more than once per shape.
 */
function compare(kind, schema, at, seen = new Set(), problems = [], nullableShape = false) {
  const s = plain(schema);
  const named = s.refs.find((name) => contract.components.schemas[name]?.type === 'object' || contract.components.schemas[name]?.oneOf);
  if (named && typeof kind === 'object' && !Array.isArray(kind)) {
    if (seen.has(`${named} ${JSON.stringify(kind)}`)) return problems;
    seen.add(`${named} ${JSON.stringify(kind)}`);
    at = named;
  }
  const report = (problem) => problems.push({ at, problem });
  if (typeof kind === 'string') {
    const want = SCALARS[kind];
    if (!want) return (report(`unknown kind ${JSON.stringify(kind)}`), problems);
    if (want.type === 'id') {
      if (!s.refs.includes('Id')) report(`read as 'id', but the contract's type is not Id (${[...s.types].join('|')})`);
    } else if (want.map) {
      if (!s.types.has('object') || !s.values || !plain(s.values).refs.includes('Amount'))
        report(`read as 'M' (amounts by key), but the contract's is not a map of Amount`);
    } else if (!s.types.has(want.type)) {
      report(`read as '${kind}' (${want.type}), but the contract's type is ${[...s.types].join('|') || 'none'}`);
    } else if (!!want.money !== s.refs.includes('Amount')) {
      report(
        want.money ? `read as money ('${kind}'), but the contract's is not an Amount` : `an Amount in the contract, read as '${kind}'`,
      );
    } else if (!!want.time !== s.refs.some((name) => name.endsWith('DateTime'))) {
      report(
        want.time ? `read as a time ('${kind}'), but the contract's is not a DateTime` : `a DateTime in the contract, read as '${kind}'`,
      );
    }
    if (s.nullable && !want.nullable)
      report(`the contract allows null, which '${kind}' reads as ${kind === 'b' ? 'false' : kind === 's' ? "''" : '0'}`);
    return problems;
  }
  if (Array.isArray(kind)) {
    if (kind[0] === '?') {
      if (!s.nullable) report(`read as an object or null ('?'), but the contract's is never null`);
      return compare(kind[1], schema, at, seen, problems, true);
    }
    if (!s.types.has('array')) return (report(`read as a list, but the contract's type is ${[...s.types].join('|') || 'none'}`), problems);
    if (!s.items) return (report(`a list whose entries the contract does not describe`), problems);
    return compare(kind[0], s.items, `${at}[]`, seen, problems);
  }
  if (!s.types.has('object'))
    return (report(`read as an object, but the contract's type is ${[...s.types].join('|') || 'none'}`), problems);
  if (s.nullable && !nullableShape) report(`the contract allows null, which the shape reads as an empty object`);
  // A shape that names no field reads the object as sent (`AsSent` in adapt.ts): checked where it is used.
  if (Object.keys(kind).length === 0) return problems;
  for (const key of Object.keys(s.props))
    if (!(key in kind))
      problems.push({
        at: `${at}.${key}`,
        problem: 'in the contract, not read by the shape (the reader leaves it behind; no model has it)',
      });
  for (const [key, field] of Object.entries(kind)) {
    if (!(key in s.props)) problems.push({ at: `${at}.${key}`, problem: 'read by the shape, not in the contract' });
    else compare(field, s.props[key], `${at}.${key}`, seen, problems);
  }
  return problems;
}

/** The problems of every shape against its schema, less the allowed ones; and the allowed that matched nothing. */
function check(all, allowed = ALLOWED) {
  const problems = [];
  for (const [name, schema] of Object.entries(SCHEMA_OF)) {
    assert.ok(all[name], `adapt.ts has no shape ${name}`);
    const seen = new Set();
    for (const p of compare(all[name], { $ref: `#/components/schemas/${schema}` }, schema, seen))
      if (!problems.some((q) => q.at === p.at && q.problem === p.problem)) problems.push(p);
  }
  return {
    problems: problems.filter((p) => !allowed.has(p.at)).map((p) => `${p.at}: ${p.problem}`),
    stale: [...allowed.keys()].filter((at) => !problems.some((p) => p.at === at)),
  };
}

test("each adapter shape reads what its contract schema names, no more, no less, by the schema's type", () => {
  const { problems, stale } = check(shapes);
  assert.deepEqual(problems, [], `shapes of src/api/adapt.ts and contract/openapi.json disagree:\n${problems.join('\n')}`);
  assert.deepEqual(stale, [], 'allowed disagreements that no longer happen: remove them from ALLOWED');
});

test('the comparison fails on a shape that misses a contract field, or reads one the contract lacks, or by the wrong kind', () => {
  // A copy of the real shapes, altered: the voucher without its code, an item with a field the
  // contract does not have, an order whose payments are read as one object, a ticket's price as
  // text, an instalment's attempt count as money, a refund's time as text and its status as a time.
  const { code: _code, ...voucher } = shapes.voucher;
  const altered = {
    ...shapes,
    voucher,
    item: { ...shapes.item, not_in_the_contract: 's' },
    order: { ...shapes.order, payments: shapes.payment },
    ticket: { ...shapes.ticket, price: 's' },
    payment: { ...shapes.payment, attempt: 'm' },
    refund: { ...shapes.refund, created_at: 's', status: 't' },
  };
  const { problems } = check(altered);
  assert.deepEqual(problems.sort(), [
    "Order.payments: read as an object, but the contract's type is array",
    "PaymentPlanPayment.attempt: read as money ('m'), but the contract's is not an Amount",
    "Refund.created_at: a DateTime in the contract, read as 's'",
    "Refund.status: read as a time ('t'), but the contract's is not a DateTime",
    'ShopItem.not_in_the_contract: read by the shape, not in the contract',
    "Ticket.price: read as 's' (string), but the contract's type is number",
    'Voucher.code: in the contract, not read by the shape (the reader leaves it behind; no model has it)',
  ]);
  // An allowed disagreement is left out; one that no longer happens is named.
  const allowed = new Map([['Voucher.code', 'a reason']]);
  assert.ok(!check(altered, allowed).problems.some((p) => p.startsWith('Voucher.code')));
  assert.deepEqual(check(shapes, allowed).stale, ['Voucher.code']);
});

/**
 * The properties of the entity types of src/api/wire.ts, by the TypeScript checker: name → field
 * → { optional, nullable }. `edit` may change src/api/adapt.ts's text first (in memory).
 */
function fieldsOfTypes(edit) {
  const { checker, errors, exported } = entityTypes(edit);
  assert.deepEqual(errors, [], 'src/api/wire.ts does not type-check on its own');
  const types = new Map();
  for (const symbol of exported) {
    const fields = new Map();
    for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
      const type = checker.getTypeOfSymbol(property);
      fields.set(property.name, {
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        nullable: (type.isUnion() ? type.types : [type]).some((t) => t.flags & ts.TypeFlags.Null),
      });
    }
    types.set(symbol.name, fields);
  }
  return types;
}

/** Where the entity types and the contract disagree on which fields there are, which may be left out, which may be null. */
function checkTypes(types) {
  const problems = [];
  for (const name of Object.values(SCHEMA_OF)) {
    const fields = types.get(name);
    if (!fields) continue; // ShopDataWithRefundId: one call's answer, not an entity types.ts names.
    const s = plain({ $ref: `#/components/schemas/${name}` });
    for (const [key, schema] of Object.entries(s.props)) {
      const field = fields.get(key);
      if (!field) problems.push(`${name}.${key}: in the contract, not in the type`);
      else {
        if (field.optional !== !s.required.has(key))
          problems.push(
            `${name}.${key}: ${field.optional ? 'optional in the type, required' : 'required in the type, optional'} in the contract`,
          );
        if (plain(schema).nullable && !field.nullable) problems.push(`${name}.${key}: the contract allows null, the type does not`);
      }
    }
    for (const key of fields.keys()) if (!(key in s.props)) problems.push(`${name}.${key}: in the type, not in the contract`);
  }
  return problems;
}

test('the entity types (src/api/wire.ts): optional exactly where the contract does not require a field, null where it allows null', () => {
  const problems = checkTypes(fieldsOfTypes());
  assert.deepEqual(problems, [], `types of src/api/wire.ts and contract/openapi.json disagree:\n${problems.join('\n')}`);
});

test('the type comparison fails on a field marked optional that the contract requires, or a list the contract lets be null typed without it', () => {
  const edit = (text) => {
    const altered = text
      .replace("in_stock: 'b',", "in_stock: 'b' as Opt<'b'>,")
      .replace('travel_times: [travelTime] as Opt<[typeof travelTime], null>,', 'travel_times: [travelTime],');
    assert.notEqual(altered, text);
    return altered;
  };
  assert.deepEqual(checkTypes(fieldsOfTypes(edit)).sort(), [
    'ShopItem.in_stock: optional in the type, required in the contract',
    'Ticket.travel_times: the contract allows null, the type does not',
  ]);
});
