// The ticker: the Watchlist's pins in the status bar, each an item with its figure, an arrow in
// the theme's green or red, a tooltip of its key figures, and a click that opens it. It shows
// what the Watchlist's loads read (watchlist/figures.ts) and never asks the service itself.
// Hidden and shown again at once by its command, in the window where it is run; the last choice
// is remembered for the windows opened later (globalState, which every window shares).
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { COMMANDS } from '../../shared/commandTable';
import { onDidChangeShownZone } from '../../shared/format/time';
import { itemKey, type ItemRef } from '../../shared/items';
import { asOwn } from '../../editor/ownInvocation';
import { setStatusEntry } from '../../editor/sinks/status';
import type { PinnedRead, WatchlistFigures } from '../../editor/watchlist/figures';
import { warnAboutSetting } from '../../editor/settings';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { chosenPins, unmatchedItems } from './core/choose';
import { tickerEntry, type Direction, type TickerEntry } from './core/entry';
import type { FeatureSettingProblem } from '../../editor/settingsCheck';
import type { TickerSettings } from './core/settings';
import { readTickerSettings, TICKER_SECTION } from './settings';

const HIDDEN_KEY = 'socialPulse.ticker.hidden';
/** Just right of Social Pulse's own status entry (priority 10), in the pins' order. */
const FIRST_PRIORITY = 9;

const COLOURS: Readonly<Record<Direction, string | undefined>> = { up: 'charts.green', down: 'charts.red', flat: undefined };

export interface TickerDeps {
  store: Pick<WatchlistStore, 'items' | 'onDidChange'>;
  figures: Pick<WatchlistFigures, 'get' | 'onDidChange' | 'addReader'>;
  /** Where the last choice is remembered for the windows opened later (globalState). */
  state: vscode.Memento;
  log: Pick<vscode.LogOutputChannel, 'warn'>;
  /** Whether the figures are the demo data's (the Watchlist's figures are cleared when the source changes). */
  isDemo(): boolean;
}

export class Ticker implements vscode.Disposable {
  private shown: { key: string; item: vscode.StatusBarItem }[] = [];
  private current: TickerEntry[] = [];
  private settings?: TickerSettings;
  /** Why a list of pins shows nothing now, if it does. */
  private unmatched?: FeatureSettingProblem;
  /** Problems logged once each; said in a warning only right after the person changed a setting. */
  private readonly logged = new Set<string>();
  private settingsJustChanged = false;
  /** Held while shown: the Watchlist's background round then reads the pins with the view hidden. */
  private reader?: { dispose(): void };
  private readonly subscriptions: vscode.Disposable[];
  /**
   * This window's choice: the remembered one when the window opened, then its own toggles. Not
   * read from globalState again: another window's toggle changes it there, not here.
   */
  private hiddenHere: boolean;

  constructor(private readonly deps: TickerDeps) {
    this.hiddenHere = deps.state.get<boolean>(HIDDEN_KEY) === true;
    this.subscriptions = [
      deps.store.onDidChange(() => this.render()),
      deps.figures.onDidChange(() => this.render()),
      // the tooltips say when the figures were read, in the shown zone
      onDidChangeShownZone(() => this.render()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(TICKER_SECTION)) return;
        this.settings = undefined;
        this.settingsJustChanged = true;
        this.render();
        this.settingsJustChanged = false;
      }),
    ];
    // nothing to draw before the Watchlist reads, but a shown ticker is a reader from the start
    this.read(!this.hidden && deps.store.items().length > 0);
  }

  get hidden(): boolean {
    return this.hiddenHere;
  }

  /** What it shows now. */
  get entries(): readonly TickerEntry[] {
    return this.current;
  }

  /** Why it shows no pin while the Watchlist has figures: its list of pins names none of them. */
  get emptyBecause(): string | undefined {
    return this.unmatched?.message;
  }

  /** Hides a shown ticker, shows a hidden one; resolves with whether it is shown now. */
  async toggle(): Promise<boolean> {
    this.hiddenHere = !this.hiddenHere;
    this.render();
    await this.deps.state.update(HIDDEN_KEY, this.hiddenHere);
    return !this.hiddenHere;
  }

  render(): void {
    const settings = this.readSettings();
    const pins = this.deps.store.items();
    const read = (pin: ItemRef): PinnedRead | undefined => this.deps.figures.get(pin);
    this.unmatched = unmatchedItems(pins, read, settings);
    if (this.unmatched) this.tell(this.unmatched);
    this.read(!this.hidden && pins.length > 0);
    this.current = this.hidden ? [] : chosenPins(pins, read, settings).map((r) => tickerEntry(r, settings.topicFigure, this.deps.isDemo()));
    const keys = this.current.map((e) => itemKey(e.ref));
    // an item's place is fixed when it is made: a new order makes them again
    if (keys.join('\n') !== this.shown.map((s) => s.key).join('\n')) {
      this.disposeItems();
      this.shown = keys.map((key, i) => ({ key, item: vscode.window.createStatusBarItem(`socialPulse.ticker.${key}`, vscode.StatusBarAlignment.Left, FIRST_PRIORITY - i / 100) }));
    }
    this.current.forEach((entry, i) => {
      const { item } = this.shown[i]!;
      item.name = entry.name;
      setStatusEntry(item, entry.text, entry.tooltip, entry.spoken);
      const colour = entry.direction && COLOURS[entry.direction];
      item.color = colour ? new vscode.ThemeColor(colour) : undefined;
      item.command = { title: l10n.t('Open Panel'), command: COMMANDS.openItem.id, arguments: [asOwn({ ...entry.ref })] };
      item.show();
    });
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.read(false);
    this.disposeItems();
  }

  private read(reading: boolean): void {
    if (reading) this.reader ??= this.deps.figures.addReader();
    else {
      this.reader?.dispose();
      this.reader = undefined;
    }
  }

  private readSettings(): TickerSettings {
    if (!this.settings) {
      this.settings = readTickerSettings();
      for (const p of this.settings.problems) this.tell(p);
    }
    return this.settings;
  }

  private tell(problem: FeatureSettingProblem): void {
    if (this.settingsJustChanged) warnAboutSetting(this.deps.log, problem.setting, problem.message);
    else if (!this.logged.has(problem.message)) this.deps.log.warn(problem.message);
    this.logged.add(problem.message);
  }

  private disposeItems(): void {
    for (const s of this.shown) s.item.dispose();
    this.shown = [];
  }
}
