// Compare…'s picker: one multi-select list of the kind's recent and listed items (a typed name is
// offered too, and close matches of a typo), where 2-5 are selected and accepted at once.
import type { ItemRef } from '../items';
import { itemKey } from '../items';
import { lookupPicks, LOOKUP_WORDS, type LookupPick } from '../pickers/lookupModel';
import { RecentLookups } from '../pickers/recent';
import { loadTrending } from '../pickers/trending';
import { COMPARE_MAX, COMPARE_MIN } from '../protocol/compare';
import { comparePickTitle, type CompareKind } from './model';
import type { Services } from '../services';
import { pick } from '../sinks/neutral';
import { createPick, type PickItem } from '../sinks/pick';

interface Item extends PickItem {
  ref: ItemRef;
}

function toItem(p: LookupPick & { ref: ItemRef }): Item {
  return { label: p.label, description: p.description, detail: p.detail, ref: p.ref, alwaysShow: p.source === 'typed' || p.source === 'suggested' };
}

/** The items selected and accepted (2-5), or undefined when the picker is closed. */
export function pickSubjects(services: Services, kind: CompareKind): Promise<ItemRef[] | undefined> {
  const recent = new RecentLookups(services.context.globalState);
  return new Promise((resolve) => {
    const qp = createPick<Item>();
    const controller = new AbortController();
    /** Selected items, by key: the same objects stay in the list whatever is typed. */
    const selected = new Map<string, Item>();
    let trending: LookupPick[] = [];
    let done = false;
    const render = (): void => {
      const offered = lookupPicks(kind, qp.value, recent.list(kind), trending)
        .filter((p): p is LookupPick & { ref: ItemRef } => !!p.ref && !selected.has(itemKey(p.ref)))
        .map(toItem);
      // the selected ones first and always shown, so what is compared stays in sight while typing
      const kept = [...selected.values()].map((i) => Object.assign(i, { alwaysShow: true }));
      qp.items = [...kept, ...offered];
      qp.selectedItems = kept;
      qp.title = comparePickTitle(kind, selected.size);
    };
    qp.canSelectMany = true;
    qp.matchOnDescription = true;
    qp.ignoreFocusOut = true;
    qp.placeholder = `Select ${COMPARE_MIN} to ${COMPARE_MAX}, or type a ${LOOKUP_WORDS[kind].noun} name`;
    qp.busy = true;
    qp.onDidChangeValue(render);
    qp.onDidChangeSelection((selection) => {
      selected.clear();
      for (const i of selection) selected.set(itemKey(i.ref), i);
      qp.title = comparePickTitle(kind, selected.size);
    });
    qp.onDidAccept(() => {
      if (selected.size < COMPARE_MIN || selected.size > COMPARE_MAX) return;
      done = true;
      resolve([...selected.values()].map((i) => i.ref));
      qp.hide();
    });
    qp.onDidHide(() => {
      controller.abort();
      if (!done) resolve(undefined);
      qp.dispose();
    });
    render();
    qp.show();
    void loadTrending(services, kind, controller.signal).then((got) => {
      if (controller.signal.aborted) return;
      trending = got.picks;
      // an error's message may quote the service: neutralised as the picker's other text is
      if (got.problem) qp.placeholder = pick`${LOOKUP_WORDS[kind].trending}: ${got.problem}`;
      qp.busy = false;
      render();
    });
  });
}
