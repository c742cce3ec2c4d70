// `npm run lint` (and a step of `npm test`): fails on any import circle in src/. Imports are read
// and resolved by the TypeScript compiler itself, so paths resolve exactly as tsc and esbuild
// resolve them; `import type` counts too, since a type-only circle still ties two modules together.
//   node scripts/check-cycles.mjs [folder]        (default: src)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(root, process.argv[2] ?? 'src');
const inFolder = (file) => !path.relative(folder, file).startsWith('..');

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); },
});
// the webview is its own project (excluded from tsconfig.json); its files are checked here too
const files = ts.sys.readDirectory(folder, ['.ts'], undefined, ['**/*.ts']).filter((f) => !f.endsWith('.d.ts'));

/** Each file's imports and re-exports that resolve to a file of the folder. */
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && !resolved.endsWith('.d.ts') && inFolder(resolved)) targets.add(path.resolve(resolved));
  }
  graph.set(path.resolve(file), [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file holds a circle
let index = 0;
const order = new Map(), low = new Map(), stack = [], onStack = new Set(), components = [];
function visit(v) {
  order.set(v, index); low.set(v, index); index++;
  stack.push(v); onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!order.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
  }
  if (low.get(v) !== order.get(v)) return;
  const component = [];
  let w;
  do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
}
for (const v of graph.keys()) if (!order.has(v)) visit(v);

/** One shortest circle through `start` inside its component, to show where to cut. */
function circleFrom(start, members) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const circle = [start];
        for (let x = v; x !== start; x = previous.get(x)) circle.splice(1, 0, x);
        return [...circle, start];
      }
      if (members.has(w) && !previous.has(w)) { previous.set(w, v); queue.push(w); }
    }
  }
  return [start];
}

const rel = (f) => path.relative(root, f).split(path.sep).join('/');
if (!components.length) {
  console.log(`check-cycles: no import circle among ${graph.size} files in ${rel(folder)}/`);
  process.exit(0);
}
for (const component of components) {
  const members = new Set(component);
  console.error(`check-cycles: an import circle among ${component.length} files:`);
  console.error(`  ${circleFrom(component.sort()[0], members).map(rel).join('\n    -> ')}`);
  if (component.length > 2) console.error(`  (all in it: ${component.map(rel).sort().join(', ')})`);
}
console.error(`check-cycles: ${components.length} import ${components.length === 1 ? 'circle' : 'circles'} in ${rel(folder)}/`);
process.exit(1);
