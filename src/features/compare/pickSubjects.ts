// Compare…'s picker: one multi-select list of the kind's recent and listed items (a typed name is
// offered too, and close matches of a typo), where 2-5 are selected and accepted at once.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import type { ItemRef } from '../../shared/items';
import { itemKey } from '../../shared/items';
import { lookupPicks, lookupWords, type LookupPick } from '../../editor/pickers/core/lookupModel';
import { RecentLookups } from '../../editor/pickers/recent';
import { runTrendingPicker } from '../../editor/pickers/trending';
import { COMPARE_MAX, COMPARE_MIN } from '../../shared/protocol/compare';
import { comparePickTitle, type CompareKind } from './core/model';
import type { Services } from '../../editor/services';
import { pick, tPick } from '../../editor/sinks/neutral';
import { createPick, type PickItem } from '../../editor/sinks/pick';

/** VS Code's command that puts the keyboard into the open quick input's box. */
const FOCUS_INPUT = 'workbench.action.focusQuickOpen';

interface Item extends PickItem {
  ref: ItemRef;
}

function toItem(p: LookupPick & { ref: ItemRef }): Item {
  return { label: p.label, description: p.description, detail: p.detail, ref: p.ref, alwaysShow: p.source === 'typed' || p.source === 'suggested' };
}

/** The items selected and accepted (2-5), or undefined when the picker is closed. */
export function pickSubjects(services: Services, kind: CompareKind): Promise<ItemRef[] | undefined> {
  const recent = new RecentLookups(services.context.globalState);
  const qp = createPick<Item>();
  /** Selected items, by key: the same objects stay in the list whatever is typed. */
  const selected = new Map<string, Item>();
  qp.canSelectMany = true;
  qp.matchOnDescription = true;
  qp.ignoreFocusOut = true;
  qp.placeholder = l10n.t('Select {0} to {1}, or type a {2} name', COMPARE_MIN, COMPARE_MAX, lookupWords(kind).noun);
  let typedProblem: string | undefined;
  // the problem may quote a name the service gave: neutralised as the picker's other text is
  const title = (): string => (typedProblem ? pick`${comparePickTitle(kind, selected.size)} · ${typedProblem}` : comparePickTitle(kind, selected.size));
  qp.onDidChangeSelection((selection) => {
    selected.clear();
    for (const i of selection) selected.set(itemKey(i.ref), i);
    // a box ticked with the mouse keeps the keyboard, and Enter on it unticks it: the keyboard goes
    // back to the input box, where Enter compares the ticked ones, as the title then says
    const retitle = (): void => {
      qp.title = title();
    };
    void vscode.commands.executeCommand(FOCUS_INPUT).then(retitle, retitle);
  });
  return runTrendingPicker(services, kind, qp, {
    render: (trending) => {
      const picks = lookupPicks(kind, qp.value, recent.list(kind), trending.picks);
      const offered = picks.filter((p): p is LookupPick & { ref: ItemRef } => !!p.ref && !selected.has(itemKey(p.ref))).map(toItem);
      // a typed name that cannot be compared has no box to tick: the title says why it is not offered
      typedProblem = picks.find((p) => p.source === 'typed' && p.problem)?.problem;
      // the selected ones first and always shown, so what is compared stays in sight while typing
      const kept = [...selected.values()].map((i) => Object.assign(i, { alwaysShow: true }));
      qp.items = [...kept, ...offered];
      qp.selectedItems = kept;
      qp.title = title();
      // an error's message may quote the service: neutralised as the picker's other text is
      if (trending.problem) qp.placeholder = tPick(l10n.t('{0}: {1}'), lookupWords(kind).trending, trending.problem);
    },
    accept: () => (selected.size < COMPARE_MIN || selected.size > COMPARE_MAX ? undefined : [...selected.values()].map((i) => i.ref)),
  });
}
