// The lint rule `l10n/localised-sinks` (eslint.config.mjs): words of ours reach a person only
// through the l10n bundle. It fails on an English literal at a place a person reads it:
//   - a sink template with words in it (notice`Pinned ${x}`): use tNotice(l10n.t('Pinned {0}'), x);
//   - a literal with words given to a sink (showInfo, treeItem, labelText, ...), set as a tree
//     row's, status bar item's or pick item's visible text, or as a panel's, progress's or input
//     box's title, prompt or placeholder;
//   - in a panel (src/browser/webview), a literal with words put into the page: an element's children
//     (h, replace, append), a button's label or title, an aria-label, a placeholder, a title;
//   - tNotice/tLabel/tPick/tMarkdown not given an l10n.t('literal') call: the bundle's key must
//     be a literal that `npm run l10n` can find, and only the sink helper fills its {0}.
//   - English words given to a parameter named as what a person reads (title, label, description,
//     detail, tooltip, placeholder, heading) of any function, ours or VS Code's: the helper puts it
//     in front of a person where the checks above do not look (typed lint: read from the signature);
//   - English words as a fallback anywhere (x || 'Untitled', x ?? 'unknown creator'): the words
//     a person reads when the value is missing.
// The last two hold only prose (words with a space between them, a capitalised word, a word in
// a sentence's punctuation), so an identifier, a codicon, a command id or CSS given there passes.
// Service text and data (ids, numbers, symbols) are not ours to translate and pass.


/** Call whose arguments a person reads, by the callee's name. */
const SINK_CALLS = new Set([
  'showInfo', 'showWarning', 'showError', 'treeItem',
  'noticeText', 'labelText', 'pickText', 'markdownText', 'ownMarkdown',
  'showInputBox', 'askFirst',
]);
/**
 * The panels' DOM helpers (src/browser/webview/dom.ts and its parts) whose arguments a person reads, by
 * name: how many leading arguments are not read (an element, a tag, its attributes).
 */
const PAGE_CALLS = new Map([['h', 2], ['replace', 1], ['append', 1], ['button', 0], ['linkButton', 0], ['setFacts', 0], ['th', 0], ['ChartText', 0]]);
/** Attributes whose value a person reads (or a screen reader says). */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
/** Properties whose string value a person reads (a row, a pick item, a status bar item, a title, a dialog's button, a panel's empty text). */
const VISIBLE_KEYS = new Set(['label', 'description', 'detail', 'tooltip', 'text', 'title', 'placeholder', 'placeHolder', 'prompt', 'validationMessage', 'message',
  'aria-label', 'alt', 'empty', 'saveLabel', 'openLabel']);
/** Parameters whose argument a person reads, by name (`text` and `message` name data and log lines as often). */
const READ_PARAMETERS = new Set(['title', 'label', 'description', 'detail', 'tooltip', 'placeholder', 'heading']);
/** Names that are the same in every language. */
const NAMES = new Set(['Social Pulse']);
/** CSS: a length, a custom property, a colour, a declaration. */
const CSS = /\d(px|em|rem|ch|vh|vw|%)\b|var\(--|#[0-9a-f]{3,8}\b|;/i;
const TAGS = new Set(['notice', 'label', 'pick', 'status', 'markdown']);
const LOCALISED = new Set(['tNotice', 'tLabel', 'tPick', 'tMarkdown']);

/** Words of ours: two Latin letters in a row, once codicons ($(name)) and {0} placeholders are set aside. */
export function hasWords(text) {
  return /[A-Za-z]{2,}/.test(text.replace(/\$\([\w~-]+\)/g, '').replace(/\{\d+\}/g, ''));
}

/**
 * Words a person reads, as opposed to an identifier ('hour', 'socialPulse.open'), a codicon, a
 * code ('CSV') or CSS: several words, a capitalised word ('Untitled'), or a word in a sentence's
 * punctuation ('(untitled)', 'Loading…').
 */
export function isProse(text) {
  const t = text.replace(/\$\([\w~-]+\)/g, ' ').replace(/\{\d+\}/g, ' ').trim();
  if (!hasWords(t) || CSS.test(t) || NAMES.has(t)) return false;
  if (/\s/.test(t)) return true;
  const word = t.replace(/^[(“"']+|[)”"'.:;,!?…]+$/g, '');
  return /^[A-Z][a-z]+$/.test(word) || (word !== t && /^[A-Za-z]+$/.test(word));
}

function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  return undefined;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** `l10n.t('literal')` or `vscode.l10n.t('literal')`, with no arguments; or a choice between such calls. */
function isL10nCall(node) {
  if (node?.type === 'ConditionalExpression') return isL10nCall(node.consequent) && isL10nCall(node.alternate);
  if (node?.type !== 'CallExpression' || node.arguments.length !== 1) return false;
  const c = node.callee;
  const isL10n = c.type === 'MemberExpression' && c.property.name === 't'
    && (c.object.name === 'l10n' || (c.object.type === 'MemberExpression' && c.object.property.name === 'l10n'));
  const arg = node.arguments[0];
  return isL10n && (arg.type === 'Literal' || (arg.type === 'TemplateLiteral' && arg.expressions.length === 0));
}

export const localisedSinks = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      template: 'English words in a {{tag}}`…` template: use t{{Tag}}(l10n.t(\'… {0} …\'), value) so they are translated and the value is still neutralised.',
      literal: 'English words "{{text}}" reach a person without l10n: use l10n.t(\'…\') (or t{{Tag}}(l10n.t(\'…\'), …) where service text is placed in it).',
      key: '{{name}} takes l10n.t(\'literal\') with no arguments (the values are its own arguments): the bundle needs a literal key, and only {{name}} may fill its {0}.',
    },
  },
  create(context) {
    const inPage = /[\\/]src[\\/]browser[\\/]webview[\\/]/.test(context.filename);
    const services = context.sourceCode.parserServices;
    // a parameter's name is read from the signature: typed lint only
    const checker = services?.program?.getTypeChecker();
    /** Each literal once, whichever check finds it first. */
    const reported = new WeakSet();
    const flag = (node, text) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40), Tag: 'Notice' } });
    };
    const report = (node) => {
      // either branch of a choice may be shown: a ? 'x' : 'y', given ?? 'x'
      if (node?.type === 'ConditionalExpression') { report(node.consequent); report(node.alternate); return; }
      if (node?.type === 'LogicalExpression') { report(node.right); return; }
      const text = literalText(node);
      if (text !== undefined && hasWords(text)) flag(node, text);
    };
    const reportProse = (node) => {
      const text = literalText(node);
      if (text !== undefined && isProse(text)) flag(node, text);
    };
    /** f('Title', …) where f's parameter is `title` (or another READ_PARAMETERS name). */
    const reportReadParameters = (node) => {
      if (!checker || !node.arguments.some((a) => literalText(a) !== undefined)) return;
      const signature = checker.getResolvedSignature(services.esTreeNodeToTSNodeMap.get(node));
      const params = signature?.parameters ?? [];
      node.arguments.forEach((arg, i) => {
        const last = params[params.length - 1];
        const param = params[i] ?? (last?.valueDeclaration?.dotDotDotToken ? last : undefined);
        if (param && READ_PARAMETERS.has(param.name)) reportProse(arg);
      });
    };
    /** x || 'Untitled', x ?? 'unknown creator'; a bundle's own lookup (bundle['Loading…'] ?? 'Loading…') is translation. */
    const reportFallback = (left, right) => {
      const text = literalText(right);
      if (text === undefined) return;
      const lookup = left.type === 'MemberExpression' && left.computed && literalText(left.property) === text;
      if (!lookup) reportProse(right);
    };
    const reportPageCall = (node) => {
      const name = calleeName(node.callee);
      if (name === 'setAttribute' && READ_ATTRIBUTES.has(node.arguments[0]?.value)) { report(node.arguments[1]); return; }
      if (!PAGE_CALLS.has(name)) return;
      // el.append('x') reads every argument; append(el, 'x') skips the element
      const skip = node.callee.type === 'MemberExpression' && name === 'append' ? 0 : PAGE_CALLS.get(name);
      node.arguments.slice(skip).forEach(report);
    };
    return {
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'Identifier' ? node.tag.name : undefined;
        if (!TAGS.has(tag)) return;
        if (node.quasi.quasis.some((q) => hasWords(q.value.cooked ?? ''))) {
          context.report({ node, messageId: 'template', data: { tag, Tag: tag[0].toUpperCase() + tag.slice(1) } });
        }
      },
      NewExpression(node) {
        if (inPage) reportPageCall(node);
        reportReadParameters(node);
      },
      LogicalExpression(node) {
        if (node.operator === '||' || node.operator === '??') reportFallback(node.left, node.right);
      },
      CallExpression(node) {
        if (inPage) reportPageCall(node);
        reportReadParameters(node);
        const name = calleeName(node.callee);
        if (LOCALISED.has(name)) {
          if (!isL10nCall(node.arguments[0])) context.report({ node, messageId: 'key', data: { name } });
          return;
        }
        if (!SINK_CALLS.has(name)) return;
        // an options object's title, prompt, ... are checked as properties
        for (const arg of node.arguments) report(arg);
      },
      // item.tooltip = 'Refresh'; { label: 'Open' }
      AssignmentExpression(node) {
        if (node.operator === '||=' || node.operator === '??=') reportFallback(node.left, node.right);
        if (node.left.type === 'MemberExpression' && VISIBLE_KEYS.has(node.left.property.name)) report(node.right);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (VISIBLE_KEYS.has(key)) report(node.value);
      },
    };
  },
};

/**
 * The lint rule `l10n-timing/call-time`: `l10n.t('…')` runs when its words are shown, never while
 * a module loads. dist/extension.js loads the editor layer (dist/editor.js) before activate()
 * installs the person's language (useBundle, src/main/extension.ts), so words looked up at load
 * stay English for good. A table of words holds functions (or getters) that look them up instead.
 * The panels' page is not checked: its l10nBoot.ts installs the bundle before any view loads.
 */
export const callTimeWords = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      loadTime: 'l10n.t runs when this module loads, before activate() installs the person\'s language: the words would stay English. Look them up when shown (a function or a getter).',
    },
  },
  create(context) {
    const deferred = (node) => node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression'
      // an instance field's value is computed when an object is made
      || (node.type === 'PropertyDefinition' && !node.static);
    return {
      CallExpression(node) {
        const c = node.callee;
        const isShim = c.type === 'MemberExpression' && c.property.type === 'Identifier' && c.property.name === 't'
          && c.object.type === 'Identifier' && c.object.name === 'l10n';
        if (isShim && !context.sourceCode.getAncestors(node).some(deferred)) context.report({ node, messageId: 'loadTime' });
      },
    };
  },
};
