// The daily digest loads from dist/digest.js on first use. Here, at activation: its commands as
// stand-ins, and the trigger of the scheduled digest: from 'ready' on, it looks at the time set
// (socialPulse.digest.time, the person's user settings only) and hands over to the bundle when the digest is due and no window
// wrote today's yet. Only the schedule's maths, its check and the day's claim are in the editor layer.
import * as vscode from 'vscode';
import type { DigestFeature } from '../bundles/digest';
import { loadBundle } from '../../editor/connection/bundles';
import * as l10n from '../../shared/format/l10n';
import { errorText } from '../../service/log';
import { CLAIM_KEY, DayClaim, WRITTEN_AT_KEY } from '../../features/digest/claim';
import { checkSchedule } from '../../features/digest/scheduleCheck';
import { digestDay, isDue, nextLookMs, type Schedule } from '../../features/digest/schedule';
import type { Services } from '../../editor/services';
import { notesZone } from '../../shared/format/zone';
import { userValue, warnAboutSetting } from '../../editor/settings';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { moveToMachine } from '../../editor/machineState';
import { holdsNotesFolder, rememberedNotesFolder } from '../../editor/toNotes/notesFolder';
import { OnDemandFeature, standInsOf } from './feature';

type DigestModule = typeof import('../bundles/digest');

/** The note's place (editor/toNotes/dailyNoteTarget.ts, which the start bundle does not load). */
const TARGET_SETTING = 'socialPulse.digest.target';

/** How long a claim of the day is given to reach the other windows before it is read back. */
const SETTLE_MS = 2_000;

/**
 * From the person's user settings only (a folder's settings schedule nothing), checked as the
 * digest checks them; in the zone of the notes' day (a zone named in socialPulse.timeZone of the
 * user settings, else this machine's).
 */
function readSchedule(services: Services): Schedule & { problems: ReturnType<typeof checkSchedule>['problems'] } {
  const timeZone = notesZone(services.settings.current.notesTimeZone);
  return { ...checkSchedule(userValue('socialPulse.digest.time'), userValue('socialPulse.digest.days')), ...(timeZone ? { timeZone } : {}) };
}

export function registerDigestOnDemand(services: Services, watchlist: WatchlistStore): void {
  const { context, connection } = services;
  const { machine, id } = services.windows;
  const claim = new DayClaim(machine, () => Date.now(), id, () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
  // earlier versions kept the claim and the day written in globalState
  const moved = Promise.all([CLAIM_KEY, WRITTEN_AT_KEY].map((key) => moveToMachine(context.globalState, machine, key)))
    .catch((e: unknown) => services.log.warn(`[digest] the day's claim could not be moved to this machine's state: ${errorText(e)}`));
  const feature = new OnDemandFeature<DigestFeature>(standInsOf('digest', context), () => {
    const started = loadBundle<DigestModule>('digest.js', l10n.t('daily digest')).startDigest({ services, watchlist, claim });
    context.subscriptions.push(started);
    return started;
  });
  context.subscriptions.push(feature);

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The schedule's problems already said in this window, so a change elsewhere in the settings does not repeat them. */
  let said = new Set<string>();
  /** The day this window settled the scheduled digest: written, or refused by the note's place. */
  let triedDay: string | undefined;
  /** That day's note refused it: a new place (the setting, the folder) may write it the same day. */
  let refused = false;
  const tryScheduled = async (day: string): Promise<void> => {
    try {
      const outcome = await feature.get().scheduled();
      refused = outcome === 'refused';
      // not written for a passing reason (no key yet, the network): a later look tries again
      if (outcome === 'again') triedDay = undefined;
    } catch (e) {
      triedDay = undefined;
      services.log.warn(`[digest] the scheduled digest could not start on ${day}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const look = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const schedule = readSchedule(services);
    for (const p of schedule.problems) if (!said.has(p.message)) warnAboutSetting(services.log, p.setting, p.message);
    said = new Set(schedule.problems.map((p) => p.message));
    if (!schedule.time) return;
    const now = Date.now();
    // a window without the notes folder leaves the day to one that has it (a look after a folder is added tries)
    const here = holdsNotesFolder(rememberedNotesFolder(machine), vscode.workspace.workspaceFolders ?? []);
    if (here && isDue(schedule, now, claim.lastDay()) && triedDay !== digestDay(now, schedule.timeZone)) {
      triedDay = digestDay(now, schedule.timeZone);
      void tryScheduled(triedDay);
    }
    timer = setTimeout(look, nextLookMs(schedule, now));
  };
  void moved.then(() => connection.ready()).then(look);
  const placeChanged = (): void => {
    if (refused) triedDay = undefined;
    refused = false;
  };
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(TARGET_SETTING)) placeChanged();
      if (e.affectsConfiguration('socialPulse.digest') || e.affectsConfiguration('socialPulse.timeZone')) look();
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => {
      placeChanged();
      look();
    }),
    { dispose: () => clearTimeout(timer) },
  );
}
