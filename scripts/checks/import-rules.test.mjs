// The import-direction check fails on each kind of wrong import (run by `npm test`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkImports, importCycles } from './import-rules.mjs';

const tree = (files) => new Map(Object.entries(files));

test('a tree whose imports point down passes', () => {
  assert.deepEqual(
    checkImports(
      tree({
        'src/ui/Button.tsx': "import { x } from '../domain/money';",
        'src/domain/money.ts': "import type { TextKey } from '../i18n/texts';",
        'src/i18n/texts.ts': '',
        'src/stores/cart/state.ts': "import type { Cart } from '../../api/types';",
        'src/api/types.ts': '',
        'src/components/Price.tsx': "import { cartState } from '../stores/cart/state';\nimport css from './components.css';",
        'src/components/components.css': '',
        'src/features/cart/CartPanel.tsx': "import { Price } from '../../components/Price';\nimport css from './cart.css';",
        'src/features/cart/cart.css': '',
        'src/app/App.tsx': "import { CartPanel } from '../features/cart/CartPanel';",
        'src/mount/mount.tsx': "import { App } from '../app/App';",
        'src/main.ts': "import { mount } from './mount/mount';",
      }),
    ),
    [],
  );
});

test('an import against the direction is named', () => {
  const problems = checkImports(tree({ 'src/ui/Modal.tsx': "import { pageState } from '../stores/page';", 'src/stores/page.ts': '' }));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^src\/ui\/Modal\.tsx imports src\/stores\/page\.ts: ui may not import stores/);
});

test('a store showing something itself (importing ui/) is named; feedback/ may', () => {
  const problems = checkImports(
    tree({
      'src/stores/cart/receive.ts': "import { notify } from '../../ui/toast';",
      'src/feedback/feedback.ts': "import { notify } from '../ui/toast';",
      'src/ui/toast.ts': '',
    }),
  );
  assert.deepEqual(problems, [
    'src/stores/cart/receive.ts imports src/ui/toast.ts: stores do not show anything: they tell feedback/ what happened, and it decides how it is shown',
  ]);
});

test('a feature importing another feature is named', () => {
  const problems = checkImports(
    tree({
      'src/features/cart/CartPanel.tsx': "import { PersonaliseModal } from '../shop/PersonaliseModal';",
      'src/features/shop/PersonaliseModal.tsx': '',
    }),
  );
  assert.match(problems[0], /features do not import each other \(cart -> shop\)/);
});

test('domain may not take the server shapes of api/', () => {
  const problems = checkImports(tree({ 'src/domain/cart-rules.ts': "import type { Cart } from '../api/types';", 'src/api/types.ts': '' }));
  assert.match(problems[0], /domain may import only domain, i18n/);
});

test("a stylesheet imported outside its own folder is named (mount must not carry features' CSS)", () => {
  const problems = checkImports(
    tree({ 'src/mount/styles.ts': "import css from '../features/shop/shop.css';", 'src/features/shop/shop.css': '' }),
  );
  assert.match(problems[0], /a stylesheet is brought by the components of its own folder/);
});

test('a cycle is named, type-only imports included', () => {
  const problems = checkImports(
    tree({
      'src/stores/a.ts': "import type { B } from './b';",
      'src/stores/b.ts': "import { a } from './a';",
    }),
  );
  assert.deepEqual(problems, ['import cycle (type imports count): src/stores/a.ts -> src/stores/b.ts']);
});

test('an import of a file that does not exist is named', () => {
  const problems = checkImports(tree({ 'src/ui/Button.tsx': "import { x } from './nowhere';" }));
  assert.match(problems[0], /imports '\.\/nowhere', which is not a file of src\//);
});

test("the server's shapes (api/wire.ts) are named outside api/; api/ and the models may be imported", () => {
  const problems = checkImports(
    tree({
      'src/api/wire.ts': "import type { shapes } from './adapt';",
      'src/api/adapt.ts': '',
      'src/api/types.ts': '',
      'src/api/client.ts': "import type { ErrorBody } from './wire';",
      'src/stores/orders.ts': "import type { Order } from '../api/types';",
      'src/features/portal/OrderPage.tsx': "import type { Order } from '../../api/wire';",
    }),
  );
  assert.deepEqual(problems, [
    "src/features/portal/OrderPage.tsx imports src/api/wire.ts: the server's shapes stay in api/: above it the shop works with its models (src/api/types.ts)",
  ]);
});

test('a tree without layers (demo/backend/) is checked for cycles alone, type-only imports included', () => {
  const backend = {
    'demo/backend/db.ts': "import type { Kept } from './model';",
    'demo/backend/model.ts': '',
    'demo/backend/idempotency.ts': "import type { DemoDb } from './db';\nimport { isRead } from '../../src/api/request-policy';",
  };
  assert.deepEqual(importCycles(tree(backend)), []);
  assert.deepEqual(importCycles(tree({ ...backend, 'demo/backend/db.ts': "import type { Kept } from './idempotency';" })), [
    'import cycle (type imports count): demo/backend/db.ts -> demo/backend/idempotency.ts',
  ]);
});
