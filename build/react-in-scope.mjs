// The screen tests' JSX is the build's (tsconfig.json: `React.createElement`, the classic transform):
// esbuild gives each test bundle's module that names `React` this import (its `inject`), as
// build/rollup-plugins.mjs `classicJsx` does for the shipped bundles.
export * as React from 'react';
