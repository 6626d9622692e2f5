// React as wouter's react-deps module reads it: `import * as React from 'react'` and then
// `React["useInsertion" + "Effect"]`, a computed read (a webpack workaround), for which the bundler
// must build the whole namespace object of preact/compat. This module is that namespace with only what
// wouter reads. Aliased for wouter's react-deps module only (build/shared.mjs);
// test/node/library-shims.test.mjs fails when wouter reads anything this module lacks.
export {
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
