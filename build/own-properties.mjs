// The shop's own property names that the minifier shortens in the shipped bundles (terser's
// mangle.properties; about 500 B gzip): names of the shop's props, stores and helpers that never
// leave the bundle. Not on this list, and never to be: the API's fields (docs/spec.md §3), the config's
// keys and texts (docs/embed-contract.md §3), the public API and host events, anything stored or sent,
// DOM and library names. A name the minifier renames is renamed everywhere in the bundle, so
// `ownProperties()` fails the build when a library's code holds one of these words, or when one is
// written in a string of the shop's own (a key read by its text: `'name' in x`, subscribeKey, a field name).
// What the check cannot see is for whoever adds a name to rule out: a property of the DOM or of a
// built-in (lib.dom.d.ts, lib.es*.d.ts), a key that a loop over an object's keys turns into text, a
// prop that reaches a DOM element by a spread.

export const OWN_PROPERTIES = [
  'accountPanel',
  'adoptStyles',
  'alertError',
  'amountMinor',
  'announcement',
  'baseUrl',
  'bottomBar',
  'cancelDisabled',
  'cancelLabel',
  'cartPanel',
  'cartSummary',
  'choice',
  'closeAllSignal',
  'confirmDisabled',
  'confirmLabel',
  'confirmOff',
  'connections',
  'currentTimeId',
  'customerEmail',
  'deadline',
  'discountMinor',
  'dismissAll',
  'editingId',
  'enveloped',
  'extraRows',
  'fieldOf',
  'focusMain',
  'formError',
  'getToken',
  'hasActiveRefunds',
  'hasMerchandise',
  'hasView',
  'heading',
  'idempotencyKey',
  'initialFocus',
  'invoiceCountry',
  'invoiceError',
  'invoiceFor',
  'invoiceKey',
  'itemsMinor',
  'lastMs',
  'latest',
  'lead',
  'loadedOnce',
  'loadError',
  'loggedIn',
  'modals',
  'needsCart',
  'netMinor',
  'notices',
  'onBack',
  'onComplete',
  'onConfirm',
  'onContinue',
  'onExpired',
  'onNext',
  'onReady',
  'onRefused',
  'onSend',
  'onSlow',
  'onUnauthorized',
  'orderCode',
  'panelOpen',
  'problems',
  'quiet',
  'resetKey',
  'rowKey',
  'serverMessage',
  'shippingMinor',
  'stores',
  'submitDisabled',
  'submitLabel',
  'submitVariant',
  'targets',
  'ticketCode',
  'timeDeadline',
  'timeoutMs',
  'tone',
  'toPayMinor',
  'totalLabel',
  'totalMinor',
  'totalRows',
  'trail',
  'unsure',
  'unwatch',
  'voucherCode',
  'withAge',
  'withName',
];

/** For terser's `mangle.properties.regex`. */
export const OWN_PROPERTY_REGEX = new RegExp(`^(?:${OWN_PROPERTIES.join('|')})$`);

const word = new RegExp(`\\b(?:${OWN_PROPERTIES.join('|')})\\b`);

/** The string literals and template texts of `ast`. */
function strings(ast) {
  const out = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateElement') out.push(node.value.cooked ?? node.value.raw);
    for (const key of Object.keys(node)) if (key !== 'type' && node[key] && typeof node[key] === 'object') visit(node[key]);
  };
  visit(ast);
  return out;
}

/** A rollup plugin that checks the list against the bundle before it is minified (see above). */
export const ownProperties = () => ({
  name: 'own-properties',
  renderChunk(_code, chunk) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const code = module.code ?? '';
      const library = /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');
      const found = library
        ? word.exec(code)
        : strings(this.parse(code))
            .map((text) => word.exec(text))
            .find(Boolean);
      if (found)
        this.error(
          `build/own-properties.mjs: ${found[0]} is ${library ? 'a word of' : 'written in a string in'} ${id}; take it off OWN_PROPERTIES`,
        );
    }
    return null;
  },
});
