// React as react-final-form reads it: `import * as React from 'react'` (static reads, which the bundler
// resolves one by one) and `import React__default from 'react'` (`React__default.useEffect`), whose
// default export would keep all of preact/compat. Named exports pass through; the default names only
// what react-final-form reads from it. Aliased for react-final-form's module only (build/shared.mjs);
// test/node/library-shims.test.mjs fails when it reads anything this module lacks.
import { useEffect, useRef } from 'react';

export * from 'react';
export default { useEffect, useRef };
