// The lint rules that keep the house in its floors (eslint.config.mjs, `floors/*`). src/ holds six
// groups, bottom up, and each entry of a group (a folder, or a loose file) is one of three things:
//   - a shared floor, named in FLOORS below with its group: it imports only the floors listed
//     before it (service/ the client and the emulator; shared/ what data is and how it reads;
//     browser/ the panels' page; editor/ what the editor layer's features build with);
//   - a composition root (ROOTS, in main/): it wires the features into a bundle and alone may
//     import them;
//   - a feature, in features/: everything else there, a folder made tomorrow included. A feature
//     imports floors only, never another feature or a root.
// An entry in a group it does not belong to (a floor in features/, a feature beside the floors) fails.
// Code in any `core/` folder, and all of a floor marked `pure`, runs without VS Code (plain Node,
// the browser, unit tests): no `vscode` import, not even of types.
// A command is a way in too: every command is declared once in src/shared/commandTable.ts, with the
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
  { group: 'service', name: 'api', pure: true },
  { group: 'service', name: 'log.ts', pure: true },
  { group: 'service', name: 'demo', pure: true },
  // what data is and how it reads: formatting, the subject model, the figures, the messages
  // between host and webview, the markdown and tables written from data, typed names, the queries
  { group: 'shared', name: 'format', pure: true },
  { group: 'shared', name: 'items.ts', pure: true },
  { group: 'shared', name: 'commandTable.ts', pure: true },
  { group: 'shared', name: 'figures', pure: true },
  { group: 'shared', name: 'protocol', pure: true },
  { group: 'shared', name: 'render', pure: true },
  { group: 'shared', name: 'lookup', pure: true },
  { group: 'shared', name: 'queries', pure: true },
  // the panels' browser code (the notebook renderer draws with its parts)
  { group: 'browser', name: 'webview', pure: true },
  // the editor's sinks, each behind its neutraliser, and the settings
  { group: 'editor', name: 'sinks' },
  { group: 'editor', name: 'commandRun.ts' },
  { group: 'editor', name: 'settingsCheck.ts', pure: true },
  { group: 'editor', name: 'hoverSettings.ts', pure: true },
  { group: 'editor', name: 'settings.ts' },
  { group: 'editor', name: 'errorPolicy.ts', pure: true },
  // small shared state and signals; files written whole, state shared by the windows
  { group: 'editor', name: 'syncedKeys.ts', pure: true },
  { group: 'editor', name: 'fileWrite.ts', pure: true },
  { group: 'editor', name: 'machineState.ts', pure: true },
  { group: 'editor', name: 'syncedWrite.ts', pure: true },
  { group: 'editor', name: 'unreadableEntries.ts', pure: true },
  { group: 'editor', name: 'chosenFile.ts' },
  { group: 'editor', name: 'windowState.ts' },
  { group: 'editor', name: 'watchlist' },
  { group: 'editor', name: 'background', pure: true },
  { group: 'editor', name: 'tokenSignal.ts' },
  { group: 'editor', name: 'ownInvocation.ts', pure: true },
  // the API keys, then the one door to the client (it loads the bundles with the saved code of startup/)
  { group: 'main', name: 'startup', pure: true },
  { group: 'editor', name: 'keys' },
  { group: 'editor', name: 'connection' },
  { group: 'editor', name: 'services.ts' },
  // what several features build their surfaces with
  { group: 'editor', name: 'panelHost' },
  { group: 'editor', name: 'treeKit' },
  { group: 'editor', name: 'pickers' },
  { group: 'editor', name: 'toNotes' },
];

/**
 * The composition roots, in main/: they wire the features into bundles, so they alone may import
 * them, and nothing imports them. `startup/main.ts` is dist/extension.js, the loader of the editor
 * layer (the rest of startup/ is a floor).
 */
export const ROOTS = ['extension.ts', 'l10nTestBundle.ts', 'bundles', 'onDemand', 'startup/main.ts'];

const RANK = new Map(FLOORS.map((f, i) => [f.name, i]));
const PURE = new Set(FLOORS.filter((f) => f.pure).map((f) => f.name));
const FLOOR_GROUP = new Map(FLOORS.map((f) => [f.name, f.group]));

/**
 * Where a file sits in src/: its entry (`top`: the floor's or feature's name, unique across the
 * groups), its group and path (`dir`: "features/alerts"), whether it is a root, and whether it is in
 * the group its kind belongs to. Undefined outside src/.
 */
function placeIn(src, file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [group, ...parts] = rel.split(path.sep);
  if (parts.length === 0) return { top: group, dir: group, group: undefined, root: false, rank: undefined, core: false, misplaced: true };
  // an import names a loose file without its extension
  const top = parts.length > 1 ? parts[0] : `${parts[0].replace(/\.(ts|js|mjs)$/, '')}.ts`;
  const root = group === 'main' && (ROOTS.includes(top) || ROOTS.includes(parts.join('/').replace(/(\.ts)?$/, '.ts')));
  const rank = RANK.get(top);
  const misplaced = rank !== undefined ? FLOOR_GROUP.get(top) !== group : !root && group !== 'features';
  return { top, dir: `${group}/${top}`, group, root, rank, core: parts.slice(0, -1).includes('core'), misplaced };
}

/** The folder of a command's owner below src/: a floor's group, else features/. */
function ownerDir(owner) {
  return `${FLOOR_GROUP.get(owner) ?? 'features'}/${owner}`;
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
        floorToFeature: 'src/{{from}} is a shared floor and imports no feature (→ src/{{to}}); only the composition roots (src/main/extension.ts, src/main/bundles, src/main/onDemand) wire features.',
        up: 'src/{{from}} is a shared floor and imports only the floors below it (→ src/{{to}}, which sits above it in FLOORS, scripts/lint-floors.mjs): move what it needs down, or pass it in.',
        root: 'src/{{to}} is a composition root: it wires the features and nothing imports it (from src/{{from}}).',
        misplaced: 'src/{{from}} is not where its kind lives: a feature goes in src/features/, a floor in the group FLOORS gives it (scripts/lint-floors.mjs), a root in src/main/.',
      },
    },
    create(context) {
      const file = context.filename;
      const from = placeIn(src, file);
      if (!from) return {};
      const misplaced = { Program: (node) => context.report({ node, messageId: 'misplaced', data: { from: from.dir } }) };
      if (from.misplaced) return misplaced;
      if (from.root) return {};
      return eachImport((node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = placeIn(src, path.resolve(path.dirname(file), source));
        if (!to || to.top === from.top) return;
        const data = { from: from.dir, to: to.dir };
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
        context.report({ node, messageId: place.core ? 'core' : 'floor', data: { floor: place.dir } });
      });
    },
  };
}

/**
 * The commands of src/shared/commandTable.ts by id and by name: each one's owner (the feature folder that
 * registers it) and whether other features may run it. Read from the table's text, one line each.
 */
export function commandTable(src) {
  const text = fs.readFileSync(path.join(src, 'shared', 'commandTable.ts'), 'utf8');
  const byName = new Map();
  for (const m of text.matchAll(/^\s+(\w+): command(?:<.*>)?\('([\w.]+)', \{([^}]*)\}\)/gm)) {
    const owner = /owner: '(\w+)'/.exec(m[3])?.[1];
    byName.set(m[1], { name: m[1], id: `socialPulse.${m[2]}`, owner, shared: /shared: true/.test(m[3]) });
  }
  return { byName, byId: new Map([...byName.values()].map((c) => [c.id, c])) };
}

/**
 * `floors/commands`: a command is named only through src/shared/commandTable.ts. No id written as a
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
        literal: '{{id}} is a command: take it from src/shared/commandTable.ts (COMMANDS.{{name}}), so that a call is typed and the fence sees who runs it.',
        notShared: 'COMMANDS.{{name}} is a command of the feature src/{{owner}}, which does not share it: src/{{from}} may run it only if src/shared/commandTable.ts declares it `shared` (the owner\'s way in for other features).',
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
          const data = { name: command.name, owner: ownerDir(command.owner), from: from.dir };
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
