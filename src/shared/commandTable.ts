// Every command of the extension, declared once: its id, the feature folder that registers it, the
// bundle that answers it, whether other features may run it, and what a caller passes and gets
// back. From this table: the on-demand stand-ins (src/main/onDemand), the manifest's check
// (test/unit/command-table.test.ts), typed calls (`execute(COMMANDS.openItem, ref)`,
// src/editor/commandRun.ts) and the fence (scripts/lint-floors.mjs reads `owner` and `shared`).
import type { ItemRef } from './items';

/**
 * Which code answers a command: `activation`, registered when the extension starts; the others,
 * a bundle loaded the first time one of its commands runs (a stand-in answers until then).
 */
export type CommandBundle = 'activation' | 'commands' | 'panels' | 'notebook' | 'digest' | 'hovers';

/** Where a person finds it: the manifest (palette, menus, views), only our own UI, or tests. */
export type CommandReach = 'manifest' | 'internal' | 'test';

/** The feature folder that registers a command (a composition root may register it for it). */
export type CommandOwner = 'alerts' | 'changes' | 'compare' | 'digest' | 'hovers' | 'keys' | 'mcp'
  | 'notebook' | 'palette' | 'panels' | 'reports' | 'searches' | 'status' | 'ticker' | 'trees';

export interface Command<Args extends unknown[] = unknown[], Result = unknown> {
  readonly id: string;
  readonly owner: CommandOwner;
  readonly bundle: CommandBundle;
  readonly reach: CommandReach;
  /** Other features may run it: the owner's way in for them (the fence refuses the rest). */
  readonly shared: boolean;
  /** Never set: carries what a caller passes and gets back, for `execute`. */
  readonly signature?: (...args: Args) => Result;
}

/** What "Add Alert" starts from: a figure and a level (a chart point's, say). */
export interface AlertPrefill {
  metric: string;
  value: number;
}

interface Declared {
  owner: CommandOwner;
  bundle: CommandBundle;
  reach?: CommandReach;
  shared?: boolean;
}

function command<Args extends unknown[] = [], Result = unknown>(name: string, d: Declared): Command<Args, Result> {
  return { id: `socialPulse.${name}`, owner: d.owner, bundle: d.bundle, reach: d.reach ?? 'manifest', shared: d.shared ?? false };
}

/** Menus, tree rows and command links pass what they hold: the handler checks it. */
type Given = [arg?: unknown];

export const COMMANDS = {
  // the views of the side bar
  refresh: command('refresh', { owner: 'trees', bundle: 'activation' }),
  refreshTopics: command('refreshTopics', { owner: 'trees', bundle: 'activation' }),
  refreshCategories: command('refreshCategories', { owner: 'trees', bundle: 'activation' }),
  refreshWatchlist: command('refreshWatchlist', { owner: 'trees', bundle: 'activation' }),
  refreshCoins: command('refreshCoins', { owner: 'trees', bundle: 'activation' }),
  refreshStocks: command('refreshStocks', { owner: 'trees', bundle: 'activation' }),
  sortCoins: command('sortCoins', { owner: 'trees', bundle: 'activation' }),
  sortStocks: command('sortStocks', { owner: 'trees', bundle: 'activation' }),
  /** Answers whether the item was pinned. */
  pin: command<Given, boolean>('pin', { owner: 'trees', bundle: 'activation', shared: true }),
  unpin: command<Given>('unpin', { owner: 'trees', bundle: 'activation' }),
  openLink: command<Given, boolean>('openLink', { owner: 'trees', bundle: 'activation' }),
  retry: command<Given, boolean>('retry', { owner: 'trees', bundle: 'activation' }),
  coinsLoadMore: command('coinsLoadMore', { owner: 'trees', bundle: 'activation', reach: 'internal' }),
  stocksLoadMore: command('stocksLoadMore', { owner: 'trees', bundle: 'activation', reach: 'internal' }),
  refreshSearches: command('refreshSearches', { owner: 'searches', bundle: 'activation' }),
  /** Answers whether the ticker is shown now. */
  toggleTicker: command<[], boolean>('toggleTicker', { owner: 'ticker', bundle: 'activation' }),
  // the extension's own
  showLog: command('showLog', { owner: 'palette', bundle: 'activation', shared: true }),
  /** The Settings editor at a service address: what an error naming a wrong address offers. */
  openBaseUrlSetting: command('openBaseUrlSetting', { owner: 'palette', bundle: 'activation', reach: 'internal', shared: true }),
  openMarkdownUrlSetting: command('openMarkdownUrlSetting', { owner: 'palette', bundle: 'activation', reach: 'internal', shared: true }),
  openWalkthrough: command('openWalkthrough', { owner: 'palette', bundle: 'activation' }),
  // keys, plan, demo data, the quota, the tool endpoint (dist/commands.js)
  setApiKey: command('setApiKey', { owner: 'keys', bundle: 'commands', shared: true }),
  manageKeys: command('manageKeys', { owner: 'keys', bundle: 'commands', shared: true }),
  /** Reads the saved keys again after the editor's secret storage could not read them (a locked keyring). */
  readKeysAgain: command('readKeysAgain', { owner: 'keys', bundle: 'activation' }),
  choosePlan: command('choosePlan', { owner: 'palette', bundle: 'commands', shared: true }),
  toggleDemo: command('toggleDemo', { owner: 'palette', bundle: 'commands', shared: true }),
  showQuota: command('showQuota', { owner: 'status', bundle: 'commands' }),
  checkMcp: command('checkMcp', { owner: 'mcp', bundle: 'commands' }),
  // saved searches (dist/commands.js)
  searchPosts: command('searchPosts', { owner: 'searches', bundle: 'commands' }),
  saveSearch: command<Given>('saveSearch', { owner: 'searches', bundle: 'commands', shared: true }),
  renameSearch: command<Given>('renameSearch', { owner: 'searches', bundle: 'commands', shared: true }),
  editSearchTerms: command<Given>('editSearchTerms', { owner: 'searches', bundle: 'commands', shared: true }),
  setSearchPriority: command<Given>('setSearchPriority', { owner: 'searches', bundle: 'commands', shared: true }),
  deleteSearch: command<Given>('deleteSearch', { owner: 'searches', bundle: 'commands', shared: true }),
  // alerts (dist/commands.js)
  addAlert: command<[subject?: ItemRef, prefill?: AlertPrefill]>('addAlert', { owner: 'alerts', bundle: 'commands', shared: true }),
  addAlertInWords: command<[words?: string]>('addAlertInWords', { owner: 'alerts', bundle: 'commands' }),
  editAlert: command<[arg?: unknown, input?: unknown]>('editAlert', { owner: 'alerts', bundle: 'commands' }),
  pauseAlert: command<Given>('pauseAlert', { owner: 'alerts', bundle: 'commands', shared: true }),
  resumeAlert: command<Given>('resumeAlert', { owner: 'alerts', bundle: 'commands', shared: true }),
  deleteAlert: command<[arg?: unknown, confirmed?: boolean]>('deleteAlert', { owner: 'alerts', bundle: 'commands', shared: true }),
  snoozeAlert: command<Given>('snoozeAlert', { owner: 'alerts', bundle: 'commands' }),
  checkAlerts: command('checkAlerts', { owner: 'alerts', bundle: 'commands' }),
  exportAlerts: command('exportAlerts', { owner: 'alerts', bundle: 'commands' }),
  importAlerts: command('importAlerts', { owner: 'alerts', bundle: 'commands' }),
  clearAlertHistory: command('clearAlertHistory', { owner: 'alerts', bundle: 'commands' }),
  openAlertSubject: command<Given>('openAlertSubject', { owner: 'alerts', bundle: 'commands' }),
  backtestAlert: command<Given>('backtestAlert', { owner: 'alerts', bundle: 'commands' }),
  addFiredAlertToNote: command<Given>('addFiredAlertToNote', { owner: 'alerts', bundle: 'commands' }),
  saveAlertDraft: command<Given>('saveAlertDraft', { owner: 'alerts', bundle: 'commands' }),
  discardAlertDraft: command('discardAlertDraft', { owner: 'alerts', bundle: 'commands' }),
  pauseAllAlerts: command<Given>('pauseAllAlerts', { owner: 'alerts', bundle: 'commands' }),
  resumeAllAlerts: command<Given>('resumeAllAlerts', { owner: 'alerts', bundle: 'commands' }),
  // panels and what opens or fills them (dist/panels.js)
  openItem: command<[ref: ItemRef]>('openItem', { owner: 'panels', bundle: 'panels', shared: true }),
  openCoins: command('openCoins', { owner: 'panels', bundle: 'panels' }),
  openStocks: command('openStocks', { owner: 'panels', bundle: 'panels' }),
  openNfts: command('openNfts', { owner: 'panels', bundle: 'panels' }),
  alertFromChartPoint: command<Given>('alertFromChartPoint', { owner: 'panels', bundle: 'panels' }),
  openTopic: command<Given>('openTopic', { owner: 'palette', bundle: 'panels' }),
  openCategory: command<Given>('openCategory', { owner: 'palette', bundle: 'panels' }),
  openCoin: command<Given>('openCoin', { owner: 'palette', bundle: 'panels' }),
  openStock: command<Given>('openStock', { owner: 'palette', bundle: 'panels' }),
  openNft: command<Given>('openNft', { owner: 'palette', bundle: 'panels' }),
  openCreator: command<Given>('openCreator', { owner: 'palette', bundle: 'panels' }),
  openPost: command<Given>('openPost', { owner: 'palette', bundle: 'panels' }),
  insertReport: command<Given>('insertReport', { owner: 'reports', bundle: 'panels', shared: true }),
  openReport: command<Given>('openReport', { owner: 'reports', bundle: 'panels', shared: true }),
  /** A markdown document (its Uri) and the line of a report inserted into it; answers whether a section was added. */
  addTodaysFigures: command<[document?: unknown, line?: unknown], boolean>('addTodaysFigures', { owner: 'reports', bundle: 'panels' }),
  compare: command<[subject?: unknown, selected?: unknown]>('compare', { owner: 'compare', bundle: 'panels' }),
  /** Answers the item it opened, if any. */
  showChanges: command<[], ItemRef | undefined>('showChanges', { owner: 'changes', bundle: 'panels' }),
  // notebooks (dist/notebook.js)
  newNotebook: command('newNotebook', { owner: 'notebook', bundle: 'notebook' }),
  insertNotebookIntoNote: command<Given>('insertNotebookIntoNote', { owner: 'notebook', bundle: 'notebook' }),
  refreshNotebookOutputs: command<Given>('refreshNotebookOutputs', { owner: 'notebook', bundle: 'notebook' }),
  exportNotebookMarkdown: command<[arg?: unknown, target?: unknown]>('exportNotebookMarkdown', { owner: 'notebook', bundle: 'notebook' }),
  // hovers where a person writes: a subject's snapshot under the hovered line of a markdown note
  insertHoverSnapshot: command<[document: string, line: number, named: unknown]>('insertHoverSnapshot', { owner: 'hovers', bundle: 'hovers', reach: 'internal' }),
  // the daily digest (dist/digest.js)
  writeDigest: command('writeDigest', { owner: 'digest', bundle: 'digest' }),
  previewDigest: command('previewDigest', { owner: 'digest', bundle: 'digest' }),
  // what the integration tests read back (registered in extension mode Test only)
  testPanels: command('test.panels', { owner: 'panels', bundle: 'panels', reach: 'test' }),
  /** Closes every panel of an item, as the Searches view does for a search it deleted. */
  testClosePanels: command<Given>('test.closePanels', { owner: 'panels', bundle: 'panels', reach: 'test' }),
  /** Restores a panel of a view type from a saved state, as VS Code does after a reload. */
  testRestorePanel: command<[viewType: unknown, state: unknown]>('test.restorePanel', { owner: 'panels', bundle: 'activation', reach: 'test' }),
  testCompare: command('test.compare', { owner: 'compare', bundle: 'panels', reach: 'test' }),
  testRecentLookups: command('test.recentLookups', { owner: 'palette', bundle: 'panels', reach: 'test' }),
  testSearches: command('test.searches', { owner: 'searches', bundle: 'activation', reach: 'test' }),
  testAlerts: command('test.alerts', { owner: 'alerts', bundle: 'activation', reach: 'test' }),
  testBacktests: command('test.backtests', { owner: 'alerts', bundle: 'commands', reach: 'test' }),
} as const;

export type CommandName = keyof typeof COMMANDS;

/** The ids a bundle answers, of the reaches asked for: its stand-ins while it is not loaded. */
export function commandsOf(bundle: CommandBundle, reaches: readonly CommandReach[] = ['manifest', 'internal']): readonly string[] {
  return Object.values(COMMANDS).filter((c) => c.bundle === bundle && reaches.includes(c.reach)).map((c) => c.id);
}
