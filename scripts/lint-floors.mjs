// The lint rules that keep the house in its floors (eslint.config.mjs, `floors/*`). Each top-level
// entry of src/ (a folder, or a loose file) is one of three things:
//   - a shared floor, named in FLOORS below: it imports only the floors listed before it;
//   - a composition root (ROOTS): it wires the features into a bundle and alone may import them;
//   - a feature: everything else, a folder made tomorrow included. A feature imports floors only,
//     never another feature or a root.
// Code in any `core/` folder, and all of a floor marked `pure`, runs without VS Code (plain Node,
// the browser, unit tests): no `vscode` import, not even of types.
// A command is a way in too: every command is declared once in src/commandTable.ts, with the
// feature that owns it; an id is never written as a string, and a feature runs another's command
// only when the table says that feature shares it.
// The rules read import paths and literals alone, so they need no type information.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared floors, bottom up: each imports only the floors listed before it (a type-only import
 * too). `pure`: no file of it imports `vscode`.
 */
export const FLOORS = [
  // the client, its log and the emulator of the service
  { name: 'api', pure: true },
  { name: 'log.ts', pure: true },
  { name: 'demo', pure: true },
  // what data is and how it reads: formatting, the subject model, the figures, the messages
  // between host and webview, the markdown and tables written from data, typed names, the queries
  { name: 'format', pure: true },
  { name: 'items.ts', pure: true },
  { name: 'commandTable.ts', pure: true },
  { name: 'figures', pure: true },
  { name: 'protocol', pure: true },
  { name: 'render', pure: true },
  { name: 'lookup', pure: true },
  { name: 'queries', pure: true },
  // the panels' browser code (the notebook renderer draws with its parts)
  { name: 'webview', pure: true },
  // the editor's sinks, each behind its neutraliser, and the settings
  { name: 'sinks' },
  { name: 'commandRun.ts' },
  { name: 'settingsCheck.ts', pure: true },
  { name: 'settings.ts' },
  { name: 'errorPolicy.ts', pure: true },
  // small shared state and signals; files written whole, state shared by the windows
  { name: 'syncedKeys.ts', pure: true },
  { name: 'fileWrite.ts', pure: true },
  { name: 'machineState.ts', pure: true },
  { name: 'syncedWrite.ts', pure: true },
  { name: 'chosenFile.ts' },
  { name: 'windowState.ts' },
  { name: 'watchlist' },
  { name: 'background', pure: true },
  { name: 'tokenSignal.ts' },
  { name: 'ownInvocation.ts', pure: true },
  // the API keys, then the one door to the client (it loads the bundles with the saved code of startup/)
  { name: 'startup', pure: true },
  { name: 'keys' },
  { name: 'connection' },
  { name: 'services.ts' },
  // what several features build their surfaces with
  { name: 'webviewHost' },
  { name: 'treeView' },
  { name: 'pickers' },
  { name: 'toNotes' },
];

/**
 * The composition roots: they wire the features into bundles, so they alone may import them, and
 * nothing imports them. `startup/main.ts` is dist/extension.js, the loader of the editor layer
 * (the rest of startup/ is a floor).
 */
export const ROOTS = ['extension.ts', 'bundles', 'onDemand', 'startup/main.ts'];

const RANK = new Map(FLOORS.map((f, i) => [f.name, i]));
const PURE = new Set(FLOORS.filter((f) => f.pure).map((f) => f.name));

/** Where a file sits in src/: its top-level entry and whether it is a root, or undefined outside src/. */
function placeIn(src, file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  // an import names a loose file without its extension
  const top = parts.length > 1 ? parts[0] : `${parts[0].replace(/\.(ts|js|mjs)$/, '')}.ts`;
  const root = ROOTS.includes(top) || ROOTS.includes(parts.join('/').replace(/(\.ts)?$/, '.ts'));
  return { top, root, rank: RANK.get(top), core: parts.slice(0, -1).includes('core') };
}

/** Calls `check(node, source)` for every import, re-export, `import()` and `import('…')` type. */
function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => check(node, node.source?.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => check(node, node.source.value),
    TSImportType: (node) => check(node, node.argument.literal?.value ?? node.argument.value),
  };
}

/** `floors/rank`: a feature imports floors only; a floor imports only floors below it; nothing imports a root. */
export function rankRule(src) {
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        feature: 'A feature never imports another feature (src/{{from}} → src/{{to}}): move what both need to a shared floor below them (FLOORS in scripts/lint-floors.mjs).',
        floorToFeature: 'src/{{from}} is a shared floor and imports no feature (→ src/{{to}}); only the composition roots (src/extension.ts, src/bundles, src/onDemand) wire features.',
        up: 'src/{{from}} is a shared floor and imports only the floors below it (→ src/{{to}}, which sits above it in FLOORS, scripts/lint-floors.mjs): move what it needs down, or pass it in.',
        root: 'src/{{to}} is a composition root: it wires the features and nothing imports it (from src/{{from}}).',
      },
    },
    create(context) {
      const file = context.filename;
      const from = placeIn(src, file);
      if (!from || from.root) return {};
      return eachImport((node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = placeIn(src, path.resolve(path.dirname(file), source));
        if (!to || to.top === from.top) return;
        const data = { from: from.top, to: to.top };
        if (to.root) context.report({ node, messageId: 'root', data });
        else if (to.rank === undefined) context.report({ node, messageId: from.rank === undefined ? 'feature' : 'floorToFeature', data });
        else if (from.rank !== undefined && to.rank > from.rank) context.report({ node, messageId: 'up', data });
      });
    },
  };
}

/** `floors/pure`: no `vscode` import in a `core/` folder or a pure floor. */
export function pureRule(src) {
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        core: 'Code in a core/ folder runs without VS Code (plain Node, unit tests): no `vscode` import, types included. Put what needs the editor beside core/, not in it.',
        floor: 'src/{{floor}} is a pure floor (FLOORS in scripts/lint-floors.mjs): it runs without VS Code, so no `vscode` import, types included.',
      },
    },
    create(context) {
      const place = placeIn(src, context.filename);
      if (!place || !(place.core || PURE.has(place.top))) return {};
      return eachImport((node, source) => {
        if (source !== 'vscode') return;
        context.report({ node, messageId: place.core ? 'core' : 'floor', data: { floor: place.top } });
      });
    },
  };
}

/**
 * The commands of src/commandTable.ts by id and by name: each one's owner (the feature folder that
 * registers it) and whether other features may run it. Read from the table's text, one line each.
 */
export function commandTable(src) {
  const text = fs.readFileSync(path.join(src, 'commandTable.ts'), 'utf8');
  const byName = new Map();
  for (const m of text.matchAll(/^\s+(\w+): command(?:<.*>)?\('([\w.]+)', \{([^}]*)\}\)/gm)) {
    const owner = /owner: '(\w+)'/.exec(m[3])?.[1];
    byName.set(m[1], { name: m[1], id: `socialPulse.${m[2]}`, owner, shared: /shared: true/.test(m[3]) });
  }
  return { byName, byId: new Map([...byName.values()].map((c) => [c.id, c])) };
}

/**
 * `floors/commands`: a command is named only through src/commandTable.ts. No id written as a
 * string; a feature registers only its own commands, and runs another feature's only when the
 * table declares it shared (the owner's way in). The roots wire anything; a floor's commands
 * (keys) and a floor's uses are not fenced.
 */
export function commandRule(src) {
  const { byName, byId } = commandTable(src);
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        literal: '{{id}} is a command: take it from src/commandTable.ts (COMMANDS.{{name}}), so that a call is typed and the fence sees who runs it.',
        notShared: 'COMMANDS.{{name}} is a command of the feature src/{{owner}}, which does not share it: src/{{from}} may run it only if src/commandTable.ts declares it `shared` (the owner\'s way in for other features).',
        register: 'COMMANDS.{{name}} is a command of src/{{owner}}: only that feature registers it (src/{{from}} does).',
      },
    },
    create(context) {
      const from = placeIn(src, context.filename);
      if (!from || from.top === 'commandTable.ts') return {};
      const featureOwner = (command) => command.owner !== undefined && !RANK.has(command.owner) && command.owner !== from.top;
      return {
        Literal(node) {
          const command = typeof node.value === 'string' ? byId.get(node.value) : undefined;
          if (command) context.report({ node, messageId: 'literal', data: { id: command.id, name: command.name } });
        },
        MemberExpression(node) {
          if (from.root || node.object.type !== 'Identifier' || node.object.name !== 'COMMANDS' || node.property.type !== 'Identifier') return;
          const command = byName.get(node.property.name);
          if (!command || !featureOwner(command)) return;
          const data = { name: command.name, owner: command.owner, from: from.top };
          const call = node.parent;
          if (call.type === 'CallExpression' && call.arguments[0] === node && call.callee.type === 'Identifier' && call.callee.name === 'register') {
            context.report({ node, messageId: 'register', data });
          } else if (from.rank === undefined && !command.shared) {
            context.report({ node, messageId: 'notShared', data });
          }
        },
      };
    },
  };
}
