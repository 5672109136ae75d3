// No import cycle through a type-only import either. import-x/no-cycle (eslint.config.js) finds the
// cycles a program runs into, but eslint-plugin-import-x 4.18 leaves out every `import type` (no
// option turns it on), so two modules could still lean on each other for their types: the cycle
// the modules' layering forbids, invisible to it. This rule reports a type-only import or re-export
// whose module leads back, through relative imports of any kind, to the file that imports it; any
// other cycle has a value import in every step and is import-x's.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A relative specifier as TypeScript resolves it here: `./a.js` is `./a.ts` (or .tsx) on disk. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  const candidates = [
    ...['.ts', '.tsx', '.mts', '.cts'].map((ext) => stem + ext),
    base,
    ...['index.ts', 'index.tsx'].map((index) => path.join(base, index)),
  ];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Files already read in this lint run: their relative imports of every kind, resolved. */
const importsOf = new Map();

function relativeImports(file) {
  let imports = importsOf.get(file);
  if (imports === undefined) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    imports = importedFiles
      .map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((resolved) => resolved !== undefined);
    importsOf.set(file, imports);
  }
  return imports;
}

/** The files from `start` back to `target` (both included), or undefined when none leads there. */
function routeBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of relativeImports(file)) {
      if (next === target) {
        const route = [target];
        for (let at = file; at !== undefined; at = previous.get(at)) route.unshift(at);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** `import type …`, `import { type A, type B } …`, `export type … from`. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that go through a type-only import' },
    schema: [],
    messages: {
      cycle:
        'Import cycle through a type-only import: {{route}}. Move the shared type to the module both depend on (or a module of its own).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || !isTypeOnly(node)) return;
      const imported = resolveRelative(file, specifier);
      if (imported === undefined) return;
      const route = routeBack(imported, file);
      if (route === undefined) return;
      const cwd = context.cwd;
      context.report({
        node,
        messageId: 'cycle',
        data: { route: [file, ...route].map((f) => path.relative(cwd, f)).join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default [
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { local: { rules: { 'no-type-cycle': noTypeCycle } } },
    rules: { 'local/no-type-cycle': 'error' },
  },
];
