// yup imports tiny-case for ObjectSchema's camelCase(), snakeCase() and
// constantCase() key transforms, which the shop never calls. Class methods
// cannot be tree-shaken, so the build resolves tiny-case here instead
// (build/shared.mjs `libraryStubs`): 0.6 KB gzip less for every shopper, and
// a clear error, not a wrong key, if a future schema calls one.
const notBundled = () => {
  throw new Error("yup's camelCase/snakeCase/constantCase are not in the Event Shop bundle (build/stubs/tiny-case.mjs)");
};
export const camelCase = notBundled;
export const snakeCase = notBundled;
