// The daily digest in the editor (dist/digest.js, loaded on first use): Write Today's Digest Now,
// Preview Digest, and the scheduled digest the editor layer's trigger hands over when it is due
// (src/main/onDemand/digest.ts). The scheduled one is written by one window, once a day (claim.ts);
// with no key and no demo data nothing is written and the status bar says why, once.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { errorText } from '../../service/log';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { showInfo, showWarning } from '../../editor/sinks/notify';
import { ALERT_HISTORY_KEY } from '../../editor/syncedKeys';
import { resolveDailyNote } from '../../editor/toNotes/dailyNotePath';
import { dayIn, isoDay, sectionHeading, type Day } from '../../editor/toNotes/dailyNote';
import { dailyNoteTarget, type DailyNoteTarget } from '../../editor/toNotes/dailyNoteTarget';
import { holdsNotesFolder, rememberedNotesFolder, rememberNotesFolder } from '../../editor/toNotes/notesFolder';
import { isLastingNoteFailure, noteWriteCheck, saveOpenNote, writeDatedSection, type Written } from '../../editor/toNotes/dailyNoteWrite';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { firedSince } from './core/firedAlerts';
import { DayClaim } from './claim';
import { PREVIEW_SCHEME, PreviewDocuments } from './preview';
import { composeDigest, type Composed } from './compose';
import { offerFoamPattern } from './foam';
import { readDigestSettings } from './settings';
import type { DigestSettings } from './config';
import type { FeatureSettingProblem } from '../../editor/settingsCheck';
import { digestDay } from './schedule';
import { notesZone, type ZoneName } from '../../shared/format/zone';
import { register } from '../../editor/commandRun';
import { warnAboutSetting } from '../../editor/settings';
import { SCHEDULE_SETTINGS } from './scheduleCheck';
import { COMMANDS } from '../../shared/commandTable';
import { isCancellation } from '../../editor/errorPolicy';
import { withTokenSignal } from '../../editor/tokenSignal';

/** The dated section's title: the day's digest replaces the section of this title, in the person's language. */
const digestTitle = (): string => l10n.t('Social Pulse digest');
const DAY_MS = 86_400_000;

export interface DigestDeps {
  services: Services;
  watchlist: WatchlistStore;
  claim: DayClaim;
}

export interface DigestFeature extends vscode.Disposable {
  /**
   * The scheduled digest, when the trigger finds it due. 'again': not written for a passing
   * reason (no key yet, the network), so a later look may try again today; 'refused': the note's
   * place refused it (said once across windows), so only a change of the place may write it today;
   * 'done': written, or another window has the day, or this window cannot write (no local folder).
   */
  scheduled(): Promise<'done' | 'again' | 'refused'>;
}

/**
 * Refused: by this window (no local folder: another window may write it), or by the note (its
 * setting, or the files on disk: a path, a permission, a full disk). Unread: the scheduled digest
 * read nothing current, for a passing reason, and wrote nothing (a digest asked for is written anyway).
 */
type Outcome = { written: Written; composed: Composed; settingProblems: string[] } | { refused: string; by: 'window' | 'note' };
type Unread = { unread: string };

export function startDigest({ services, watchlist, claim }: DigestDeps): DigestFeature {
  const { connection, log, context } = services;
  /** The zone of the notes' day and of the digest's times: one named in socialPulse.timeZone of the user settings, else this machine's. */
  const zone = (): ZoneName | undefined => notesZone(services.settings.current.notesTimeZone);
  let saidNoData = false;
  /** The sections', budget's and target's problems as last said in this window (the schedule's trigger says the schedule's). */
  let said = new Set<string>();
  const ownProblems = (settings: DigestSettings): FeatureSettingProblem[] => settings.problems.filter((p) => !SCHEDULE_SETTINGS.includes(p.setting));
  /**
   * Says each problem of the digest's own settings in a warning once, from when this bundle loads
   * and whenever they change, as the schedule's trigger says the schedule's: a digest written only
   * on schedule has nobody to tell when it is composed.
   */
  const sayProblems = (): void => {
    const own = ownProblems(readDigestSettings());
    for (const p of own) if (!said.has(p.message)) warnAboutSetting(log, p.setting, p.message);
    said = new Set(own.map((p) => p.message));
  };
  sayProblems();

  /** The digest composed now, with what is wrong with its own settings (logged; said by sayProblems). */
  const compose = async (now: number, signal?: AbortSignal): Promise<{ composed: Composed; settingProblems: string[] }> => {
    const settings = readDigestSettings();
    const own = ownProblems(settings);
    for (const p of own) log.warn(`[digest] ${p.message}`);
    const client = await connection.client(signal);
    const since = claim.alertsSince(digestDay(now, zone())) ?? now - DAY_MS;
    const composed = await composeDigest({
      client, plan: connection.state.plan, quota: connection.quota(), pins: watchlist.items(),
      alerts: firedSince(context.globalState.get<unknown>(ALERT_HISTORY_KEY), since),
      sections: settings.sections, maxRequests: settings.maxRequests, demo: connection.state.mode === 'demo', now, timeZone: zone(), signal,
    });
    return { composed, settingProblems: own.map((p) => p.message) };
  };

  /** Nothing to write from: said in the status bar once a session, and in the log. */
  const noData = (): boolean => {
    if (connection.state.mode !== 'none') return false;
    log.info('[digest] no digest: no API key and no demo data');
    if (!saidNoData) vscode.window.setStatusBarMessage(l10n.t('$(info) Social Pulse: no digest written: set an API key or turn on demo data.'), 15_000);
    saidNoData = true;
    return true;
  };

  /**
   * The digest composed now; asked for by a person, with a cancellable notification (on Hobby its
   * requests wait minutes for the plan's minute).
   */
  const composing = (now: number, interactive: boolean): ReturnType<typeof compose> => {
    if (!interactive) return compose(now);
    return Promise.resolve(vscode.window.withProgress({
      location: vscode.ProgressLocation.Notification,
      title: l10n.t('Social Pulse: composing today\'s digest…'),
      cancellable: true,
    }, (_progress, token) => withTokenSignal(token, (signal) => compose(now, signal))));
  };

  const notesFolder = (): string | undefined => rememberedNotesFolder(services.windows.machine);

  /**
   * Where Write Digest Now writes: the notes folder, or, in a window of several folders none of
   * which is it yet, the one the person picks (then the notes folder); undefined: the pick was cancelled.
   */
  const commandTarget = async (): Promise<DailyNoteTarget | string | undefined> => {
    const folders = vscode.workspace.workspaceFolders ?? [];
    const known = notesFolder();
    if (folders.length < 2 || folders.some((f) => f.uri.toString() === known)) return dailyNoteTarget(known);
    const picked = await vscode.window.showWorkspaceFolderPick({
      placeHolder: l10n.t('Which folder holds your notes? Today\'s digest goes there, and so does the scheduled one from now on.'),
      ignoreFocusOut: true,
    });
    return picked && dailyNoteTarget(picked.uri.toString());
  };

  function write(day: Day, now: number, interactive: true, target: DailyNoteTarget | string): Promise<Outcome>;
  function write(day: Day, now: number, interactive: false, target: DailyNoteTarget | string): Promise<Outcome | Unread>;
  async function write(day: Day, now: number, interactive: boolean, target: DailyNoteTarget | string): Promise<Outcome | Unread> {
    if (typeof target === 'string') return { refused: target, by: 'window' };
    // the scheduled digest asks nothing: nobody may be there to answer
    const pattern = interactive ? await offerFoamPattern(target, context.workspaceState) : target.pattern;
    const note = await resolveDailyNote(target.folder.uri.fsPath, pattern, day);
    if (!note.ok) return { refused: note.reason, by: 'note' };
    const uri = vscode.Uri.file(note.file);
    // before any request is spent on it
    const unwritable = await noteWriteCheck(uri, note.relative);
    if (unwritable !== undefined) return { refused: unwritable, by: 'note' };
    const { composed, settingProblems } = await composing(now, interactive);
    // a note of failures and old figures only, from a machine not yet online: a later look writes the day's figures
    if (composed.unread !== undefined && !interactive) return { unread: composed.unread };
    let written: Written;
    try {
      written = await writeDatedSection(uri, { title: digestTitle(), day, body: composed.body }, 'replace');
    } catch (e) {
      if (isLastingNoteFailure(e)) return { refused: e.message, by: 'note' };
      throw e;
    }
    const s = composed.spending;
    log.info(`[digest] wrote ${note.relative}${written.created ? ' (new note)' : ''}${written.inEditor ? ' in the open editor' : ''}${written.unsaved === undefined ? '' : ` (not saved: ${written.unsaved})`}: ${s.spent} requests sent, ${s.cached} from the cache, budget ${s.budget}${s.leftOut.length ? `, left out: ${s.leftOut.join('; ')}` : ''}`);
    return { written, composed, settingProblems };
  }

  /**
   * Where the digest went; a note it is not saved in keeps it only once saved, so that is said (and
   * why) with a Save button; a digest that could read nothing (`unread`) says so and why.
   */
  const tellWritten = (written: Written, unread: string | undefined): void => {
    const where = vscode.workspace.asRelativePath(written.uri);
    const open = l10n.t('Open Note');
    const save = l10n.t('Save Note');
    const said = written.unsaved !== undefined
      ? showWarning(tNotice(l10n.t('Social Pulse: today\'s digest is in {0}, not saved: {1}.'), where, written.unsaved), save, open)
      : unread !== undefined
        ? showWarning(tNotice(l10n.t('Social Pulse: today\'s digest is in {0}, without figures: nothing could be read from the service: {1}'), where, unread), open)
        : showInfo(tNotice(l10n.t('Social Pulse: today\'s digest is in {0}.'), where), open);
    void said.then(async (choice) => {
      if (choice === open) await vscode.window.showTextDocument(written.uri);
      if (choice !== save) return;
      const failed = await saveOpenNote(await vscode.workspace.openTextDocument(written.uri));
      if (failed !== undefined) void showWarning(tNotice(l10n.t('Social Pulse: {0} is not saved: {1}.'), where, failed));
    });
  };

  const writeNow = async (): Promise<Outcome | undefined> => {
    await connection.ready();
    if (noData()) return undefined;
    const now = Date.now();
    const day = dayIn(now, zone());
    try {
      const target = await commandTarget();
      if (target === undefined) return undefined;
      // a digest asked for is written even when nothing current could be read (said below): only the scheduled one waits
      const outcome = await write(day, now, true, target);
      if ('refused' in outcome) {
        log.warn(`[digest] not written: ${outcome.refused}`);
        void showWarning(tNotice(l10n.t('Social Pulse: the digest was not written: {0}'), outcome.refused));
        return outcome;
      }
      await claim.written(digestDay(now, zone()), now);
      if (typeof target !== 'string') await rememberNotesFolder(services.windows.machine, target.folder.uri.toString());
      const { unread, onlyOld } = outcome.composed;
      if (unread !== undefined) log.warn(`[digest] written ${onlyOld ? 'with figures from before only' : 'without figures'}: nothing current could be read: ${unread}`);
      // figures from before say their age in the note
      tellWritten(outcome.written, onlyOld ? undefined : unread);
      return outcome;
    } catch (e) {
      if (isCancellation(e)) {
        log.info('[digest] cancelled: nothing written');
        return undefined;
      }
      log.warn(`[digest] failed: ${errorText(e)}`);
      void showWarning(tNotice(l10n.t('Social Pulse: the digest could not be written: {0}'), errorText(e)));
      return undefined;
    }
  };

  // the preview's text is a read-only document of our own: no unsaved "Untitled" is left behind
  const previews = new PreviewDocuments();
  const preview = async (): Promise<void> => {
    await connection.ready();
    if (noData()) return;
    const now = Date.now();
    try {
      const { composed } = await composing(now, true);
      const day = dayIn(now, zone());
      const uri = previews.show(`${digestTitle()} ${isoDay(day)}`, `${sectionHeading(digestTitle(), day)}\n\n${composed.body}\n`);
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    } catch (e) {
      if (isCancellation(e)) return;
      log.warn(`[digest] preview failed: ${errorText(e)}`);
      void showWarning(tNotice(l10n.t('Social Pulse: the digest could not be previewed: {0}'), errorText(e)));
    }
  };

  const scheduled = async (): Promise<'done' | 'again' | 'refused'> => {
    await connection.ready();
    if (noData()) return 'again';
    const now = Date.now();
    const today = digestDay(now, zone());
    // the notes folder is open in another window (or none): that window writes it
    if (!holdsNotesFolder(notesFolder(), vscode.workspace.workspaceFolders ?? [])) return 'again';
    const target = dailyNoteTarget(notesFolder());
    // windows of the same folder and setting write to the same place: the first one refused says why, once
    const place = typeof target === 'string' ? '' : `${target.folder.uri.toString()}\n${target.pattern}`;
    const claimed = await claim.claim(today, place);
    if (claimed === 'refused') return 'refused';
    // another window's claim: it may fail, or its window be gone (a reload mid-write); look again
    if (claimed !== 'claimed') return claimed === 'written' ? 'done' : 'again';
    try {
      const outcome = await write(dayIn(now, zone()), now, false, target);
      if ('unread' in outcome) {
        log.info(`[digest] scheduled digest not written yet: nothing current could be read (${outcome.unread}); tried again later`);
        await claim.release(today);
        return 'again';
      }
      if ('refused' in outcome) {
        // a window without a local folder is usual (another window may write it); a note refused is the person's to fix
        if (outcome.by === 'note') {
          await claim.refused(today, place);
          warnAboutSetting(log, 'socialPulse.digest.target', l10n.t('today\'s scheduled digest was not written: {0}', outcome.refused));
          return 'refused';
        }
        log.warn(`[digest] scheduled digest not written: ${outcome.refused}`);
        vscode.window.setStatusBarMessage(l10n.t('$(warning) Social Pulse: the scheduled digest was not written (see the log).'), 15_000);
        await claim.release(today);
        return 'done';
      }
      await claim.written(today, now);
      return 'done';
    } catch (e) {
      log.warn(`[digest] scheduled digest failed: ${errorText(e)}`);
      await claim.release(today);
      return 'again';
    }
  };

  const subs = [
    previews,
    vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, previews),
    register(COMMANDS.writeDigest, writeNow),
    register(COMMANDS.previewDigest, preview),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('socialPulse.digest')) sayProblems();
    }),
  ];
  return { scheduled, dispose: () => vscode.Disposable.from(...subs).dispose() };
}
