// react-final-form 6 spreads props with Babel's `_extends` helper, a 2015
// polyfill of Object.assign; every browser the shop runs in has the real one
// (build/shared.mjs `libraryStubs`).
export default function _extends(...objects) {
  return Object.assign(...objects);
}
