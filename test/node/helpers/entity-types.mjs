// The shop's entity types (src/api/wire.ts, derived from the shapes of src/api/adapt.ts) as the
// TypeScript checker sees them, for the Node tests that hold the contract and the demo's lax answers to them.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TYPES = fileURLToPath(new URL('../../../src/api/wire.ts', import.meta.url));
const ADAPT = fileURLToPath(new URL('../../../src/api/adapt.ts', import.meta.url));
const OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2021,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/**
 * The checker over src/api/wire.ts, its type errors, and the symbols it exports.
 * `edit` may change src/api/adapt.ts's text first (in memory): the tests that prove a disagreement fails.
 */
export function entityTypes(edit = (text) => text) {
  const host = ts.createCompilerHost(OPTIONS);
  const read = host.readFile;
  host.readFile = (name) => (name === ADAPT ? edit(read(name)) : read(name));
  const program = ts.createProgram([TYPES], OPTIONS, host);
  const checker = program.getTypeChecker();
  return {
    checker,
    errors: ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    exported: checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(TYPES))),
  };
}
