// React as sonner reads it: `import React from 'react'` and `import ReactDOM from 'react-dom'`, then
// `React.useState(…)`, `ReactDOM.flushSync(…)`. A default export names every API of preact/compat, so
// the bundler would keep all of it; this object names only what sonner reads (1.9 KB gzip fewer, with
// the two shims beside it). build/shared.mjs aliases react and react-dom to it for sonner's module
// only; test/node/library-shims.test.mjs fails when sonner reads anything this object lacks.
import { createElement, forwardRef, isValidElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

export default { createElement, forwardRef, isValidElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState };
