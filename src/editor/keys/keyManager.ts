// Up to five labelled API keys, all in the editor's SecretStorage (see keyIndex.ts for the
// layout). Nothing about a key goes to settings, state or logs; a key is shown masked only.
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import type { Logger } from '../../service/api/service';
import { errorText } from '../../service/log';
import * as l10n from '../../shared/format/l10n';
import {
  EMPTY_INDEX, INDEX_SECRET, MAX_KEYS, checkLabel, checkSecret, cleanLabel, idOfSecret, mask, mergeIndex,
  parseIndex, sameKeys, secretName, serializeIndex, withKeys, withRemoved, type KeyEntry, type KeyIndex,
} from './keyIndex';

export interface KeysChange {
  /** The active key is another one now, or its secret was replaced: cached answers are void. */
  readonly activeKey: boolean;
}

/** A refused change; the message says what to do and never contains a secret. */
export class KeyError extends Error {
  override readonly name = 'KeyError';
}

/** What commands, flows and the extension's exported API may do: nothing returns a secret. */
export interface KeyStore {
  readonly onDidChange: vscode.Event<KeysChange>;
  whenReady(): Promise<void>;
  list(): readonly KeyEntry[];
  active(): KeyEntry | undefined;
  /** `••••abcd`, read from SecretStorage when asked. */
  masked(id: string): Promise<string | undefined>;
  /** Why `add` would refuse these inputs, checked before anything goes over the network. */
  problemWithNew(label: string, secret: string): Promise<string | undefined>;
  /** Why the name would be refused: on `rename` of key `id`, or on `add` of the key `secret`. */
  problemWithLabel(label: string, o: { id?: string; secret?: string }): Promise<string | undefined>;
  problemWithReplacement(id: string, secret: string): Promise<string | undefined>;
  add(label: string, secret: string): Promise<KeyEntry>;
  rename(id: string, label: string): Promise<void>;
  setActive(id: string): Promise<void>;
  replace(id: string, secret: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export class KeyManager implements KeyStore, vscode.Disposable {
  private index: KeyIndex = EMPTY_INDEX;
  private readonly changed = new vscode.EventEmitter<KeysChange>();
  readonly onDidChange = this.changed.event;
  private readonly readable = new vscode.EventEmitter<void>();
  /** The saved keys, unreadable until now, were read (after onDidChange, when keys were found). */
  readonly onDidBecomeReadable = this.readable.event;
  private readonly loaded: Promise<void>;
  /** Changes run one at a time, each on a freshly read index (another window may have written). */
  private queue: Promise<unknown> = Promise.resolve();
  /** Secret names this window wrote, whose change events are echoes of our own change. */
  private readonly echoes = new Map<string, number>();
  private readonly subscription: vscode.Disposable;
  /**
   * The active key's secret as last read, so that a request does not wait for the secret storage
   * (a round trip to the editor's window). Forgotten when that secret is written or removed, here
   * or in another window.
   */
  private activeRead?: { id: string; secret: Promise<string | undefined> };
  /**
   * Why the saved keys could not be read (the editor's secret storage failed: a locked keyring,
   * say): the keys are unknown, not absent. Cleared by the next read that works.
   */
  private unreadable?: string;

  constructor(private readonly secrets: vscode.SecretStorage, private readonly log: Logger) {
    this.subscription = secrets.onDidChange((e) => this.onStorageChange(e.key));
    this.loaded = this.serially(() => this.reload()).then(() => undefined, (e: unknown) => {
      this.unreadable = describe(e);
      this.log.error(`Could not read the saved keys: ${this.unreadable}`);
    });
  }

  whenReady(): Promise<void> {
    return this.loaded;
  }

  list(): readonly KeyEntry[] {
    return this.index.keys;
  }

  /**
   * After the saved keys could not be read, reads them again: undefined once they are read (the
   * keys found are in list()), else why they still cannot be.
   */
  async readAgain(): Promise<string | undefined> {
    await this.loaded;
    if (this.unreadable === undefined) return undefined;
    await this.serially(() => this.reload()).catch(() => undefined);
    return this.unreadable;
  }

  /** Why the saved keys could not be read, while they cannot be; undefined once read. */
  whyUnreadable(): string | undefined {
    return this.unreadable;
  }

  active(): KeyEntry | undefined {
    return this.index.keys.find((k) => k.id === this.index.active);
  }

  /** The active key, read for one request. Only the connection calls this. */
  async activeSecret(): Promise<string | undefined> {
    await this.loaded;
    const id = this.index.active;
    if (!id) return undefined;
    if (this.activeRead?.id !== id) {
      const read = { id, secret: this.read(secretName(id)) };
      this.activeRead = read;
      // a failed read is tried again by the next request
      read.secret.catch(() => {
        if (this.activeRead === read) this.activeRead = undefined;
      });
    }
    return this.activeRead.secret;
  }

  async masked(id: string): Promise<string | undefined> {
    if (!this.index.keys.some((k) => k.id === id)) return undefined;
    const secret = await this.read(secretName(id));
    return secret === undefined ? undefined : mask(secret);
  }

  async problemWithNew(label: string, secret: string): Promise<string | undefined> {
    await this.loaded;
    if (this.index.keys.length >= MAX_KEYS) return tooMany();
    return await this.labelProblem(this.index, label, undefined, secret) ?? checkSecret(secret) ?? this.duplicateOf(secret);
  }

  async problemWithLabel(label: string, o: { id?: string; secret?: string }): Promise<string | undefined> {
    await this.loaded;
    if (o.id !== undefined && !this.index.keys.some((k) => k.id === o.id)) return gone();
    return this.labelProblem(this.index, label, o.id, o.secret);
  }

  async problemWithReplacement(id: string, secret: string): Promise<string | undefined> {
    await this.loaded;
    if (!this.index.keys.some((k) => k.id === id)) return gone();
    return checkSecret(secret) ?? this.duplicateOf(secret, id);
  }

  add(label: string, secret: string): Promise<KeyEntry> {
    return this.serially(async () => {
      const before = await this.reload();
      const problem = (before.keys.length >= MAX_KEYS ? tooMany() : undefined)
        ?? await this.labelProblem(before, label, undefined, secret) ?? checkSecret(secret) ?? await this.duplicateOf(secret);
      if (problem) throw new KeyError(problem);
      const entry: KeyEntry = { id: randomUUID(), label: cleanLabel(label) };
      // The secret first: the index never names a key whose secret is missing.
      await this.write(secretName(entry.id), secret.trim());
      try {
        await this.commit((now) => withKeys(now, [...now.keys, entry]));
      } catch (e) {
        // refused (another window filled the list since the check above) or not written: no index names it
        await this.erase(secretName(entry.id)).catch(() => undefined);
        throw e;
      }
      this.log.info(`Key "${entry.label}" added${this.index.active === entry.id ? ' and made active' : ''}.`);
      return entry;
    });
  }

  rename(id: string, label: string): Promise<void> {
    return this.serially(async () => {
      const before = await this.reload();
      if (!before.keys.some((k) => k.id === id)) throw new KeyError(gone());
      const problem = await this.labelProblem(before, label, id);
      if (problem) throw new KeyError(problem);
      const clean = cleanLabel(label);
      await this.commit((now) => withKeys(now, now.keys.map((k) => (k.id === id ? { ...k, label: clean } : k))));
      this.log.info(`Key renamed to "${clean}".`);
    });
  }

  setActive(id: string): Promise<void> {
    return this.serially(async () => {
      const before = await this.reload();
      const entry = before.keys.find((k) => k.id === id);
      if (!entry) throw new KeyError(gone());
      await this.commit((now) => withKeys(now, now.keys, id));
      this.log.info(`Key "${entry.label}" is active.`);
    });
  }

  replace(id: string, secret: string): Promise<void> {
    return this.serially(async () => {
      const before = await this.reload();
      const entry = before.keys.find((k) => k.id === id);
      if (!entry) throw new KeyError(gone());
      const problem = checkSecret(secret) ?? await this.duplicateOf(secret, id);
      if (problem) throw new KeyError(problem);
      // the index first: its new rotation voids the answers saved for the old secret (a window
      // closed before the secret is written loses only those answers). Taken without a change
      // event: one, once the new secret is written, so nothing reloads with the old one
      await this.commit((now) => withKeys(now, now.keys.map((k) => (k.id === id ? { ...k, rotation: (k.rotation ?? 0) + 1 } : k))), false);
      await this.write(secretName(id), secret.trim());
      this.log.info(`Key "${entry.label}" replaced.`);
      if (before.active === id) this.changed.fire({ activeKey: true });
    });
  }

  remove(id: string): Promise<void> {
    return this.serially(async () => {
      const before = await this.reload();
      const entry = before.keys.find((k) => k.id === id);
      if (!entry) throw new KeyError(gone());
      // The index first: it never names a key whose secret is gone. The removal is remembered, so
      // that a window writing the index from an older read does not bring the key back.
      await this.commit((now) => withRemoved(withKeys(now, now.keys.filter((k) => k.id !== id)), [...(now.removed ?? []), id]));
      await this.erase(secretName(id));
      this.log.info(`Key "${entry.label}" removed.`);
    });
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
    this.readable.dispose();
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Reads the index from storage; fires when it differs from what this window knew. Another
   * window's write made from an older read may have lost a key added or removed here: written
   * back (see mergeIndex).
   */
  private async reload(): Promise<KeyIndex> {
    let text: string | undefined;
    try {
      text = await this.read(INDEX_SECRET);
    } catch (e) {
      if (this.unreadable !== undefined) this.unreadable = describe(e);
      throw e;
    }
    const wasUnreadable = this.unreadable !== undefined;
    this.unreadable = undefined;
    const stored = parseIndex(text);
    // as it reads once written: a write that would not read back as written would be made again at every reload
    const next = parseIndex(serializeIndex(mergeIndex(stored, this.index)));
    if (serializeIndex(next) !== serializeIndex(stored)) await this.write(INDEX_SECRET, serializeIndex(next));
    this.adopt(next);
    if (wasUnreadable) this.readable.fire();
    return next;
  }

  /**
   * Writes `change` of the index as stored right now (read again: another window may have written
   * since this change began), merged with what this window knows. `tell`: adopt it with a change
   * event; without, the caller tells once the rest of its change is written.
   */
  private async commit(change: (now: KeyIndex) => KeyIndex, tell = true): Promise<void> {
    const next = change(mergeIndex(parseIndex(await this.read(INDEX_SECRET)), this.index));
    // the check before the change read the index before another window's key was added to it
    if (next.keys.length > MAX_KEYS) throw new KeyError(tooMany());
    await this.write(INDEX_SECRET, serializeIndex(next));
    if (tell) this.adopt(next);
    else this.index = next;
  }

  private adopt(next: KeyIndex): void {
    const before = this.index;
    this.index = next;
    if (sameKeys(before, next)) return;
    // read the key now, while nothing waits for it: the next request needs it
    if (next.active && next.active !== before.active) void this.activeSecret().catch(() => undefined);
    this.changed.fire({ activeKey: before.active !== next.active });
  }

  private onStorageChange(name: string): void {
    if (name === INDEX_SECRET) {
      // our own index writes come back here too: reload() fires only when the content differs
      void this.serially(() => this.reload()).catch((e: unknown) => this.log.warn(`Could not reread the saved keys: ${describe(e)}`));
      return;
    }
    const id = idOfSecret(name);
    if (id === undefined) return;
    if (this.echoes.has(name)) {
      this.takeBackEcho(name);
      return;
    }
    this.forgetRead(name);
    // another window replaced the active key
    if (id === this.index.active) this.changed.fire({ activeKey: true });
  }

  private forgetRead(name: string): void {
    if (this.activeRead && idOfSecret(name) === this.activeRead.id) this.activeRead = undefined;
  }

  /** checkLabel, the name checked against every saved secret as well as `secret` (a key being added). */
  private async labelProblem(index: KeyIndex, label: string, exceptId?: string, secret?: string): Promise<string | undefined> {
    const saved = await Promise.all(index.keys.map((k) => this.read(secretName(k.id))));
    const secrets = [...saved, secret].filter((s): s is string => s !== undefined);
    return checkLabel(label, index, exceptId, secrets);
  }

  private async duplicateOf(secret: string, exceptId?: string): Promise<string | undefined> {
    const wanted = secret.trim();
    for (const k of this.index.keys) {
      if (k.id !== exceptId && (await this.read(secretName(k.id))) === wanted) {
        return l10n.t('This key is saved already, as "{0}".', k.label);
      }
    }
    return undefined;
  }

  private expectEcho(name: string): void {
    this.echoes.set(name, (this.echoes.get(name) ?? 0) + 1);
  }

  /** One echo fewer: it came, or the write that would have sent it failed (the next change is then another window's). */
  private takeBackEcho(name: string): void {
    const echoes = this.echoes.get(name) ?? 0;
    if (echoes > 1) this.echoes.set(name, echoes - 1);
    else this.echoes.delete(name);
  }

  private async read(name: string): Promise<string | undefined> {
    try {
      return await this.secrets.get(name);
    } catch (e) {
      throw new KeyError(l10n.t('The editor\'s secret storage could not be read: {0}', describe(e)));
    }
  }

  private async write(name: string, value: string): Promise<void> {
    if (name !== INDEX_SECRET) this.expectEcho(name);
    try {
      await this.secrets.store(name, value);
    } catch (e) {
      if (name !== INDEX_SECRET) this.takeBackEcho(name);
      throw new KeyError(l10n.t('The editor\'s secret storage could not save the key: {0}', describe(e)));
    } finally {
      // also a read that started while this was being written
      this.forgetRead(name);
    }
  }

  private async erase(name: string): Promise<void> {
    this.expectEcho(name);
    try {
      await this.secrets.delete(name);
    } catch (e) {
      this.takeBackEcho(name);
      throw new KeyError(l10n.t('The editor\'s secret storage could not delete the key: {0}', describe(e)));
    } finally {
      this.forgetRead(name);
    }
  }
}

function tooMany(): string {
  return l10n.t('You can keep at most {0} keys, as the service allows {0} per account. Remove one first.', MAX_KEYS);
}

function gone(): string {
  return l10n.t('That key is no longer saved (it may have been removed in another window).');
}

/** Storage errors come from the editor, not from a key; still, keep them to one line. */
function describe(e: unknown): string {
  return errorText(e).split('\n')[0]!;
}
