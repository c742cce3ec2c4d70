// The side bar's views are never blank: a view whose list needs the service says, with no key, how
// to set one or explore the demo data, and, with a keyring that did not answer, how to read the
// saved keys again (the Stocks view once showed nothing while Coins asked for a key).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const json = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

interface Manifest {
  contributes: {
    views: Record<string, { id: string }[]>;
    viewsWelcome: { view: string; contents: string; when: string }[];
  };
}

const NO_KEY = 'socialPulse.ready && !socialPulse.hasKey && !socialPulse.demo && !socialPulse.keysUnreadable';
const KEYS_UNREADABLE = 'socialPulse.ready && socialPulse.keysUnreadable && !socialPulse.demo';
/** Views of the person's own lists, shown without a key (each with its welcome for an empty list). */
const OWN_LISTS: Readonly<Record<string, string>> = {
  'socialPulse.watchlist': 'socialPulse.watchlistEmpty',
  'socialPulse.alerts': 'socialPulse.alertsEmpty',
};

describe('manifest: every Social Pulse view has a welcome for the states that leave it empty', () => {
  const manifest = json('package.json') as Manifest;
  const words = json('package.nls.json') as Record<string, string>;
  const views = manifest.contributes.views.socialPulse!.map((v) => v.id);
  const welcomes = (view: string): { contents: string; when: string }[] => manifest.contributes.viewsWelcome.filter((w) => w.view === view);

  it('a view of the service\'s lists asks for a key, and says when the saved keys could not be read', () => {
    const served = views.filter((v) => !(v in OWN_LISTS));
    assert.ok(served.includes('socialPulse.stocks') && served.length >= 5, served.join(', '));
    for (const view of served) {
      const noKey = welcomes(view).find((w) => w.when === NO_KEY);
      assert.ok(noKey, `${view}: no welcome without a key`);
      const text = words[noKey.contents.replace(/^%|%$/g, '')] ?? '';
      assert.ok(text.includes('(command:socialPulse.setApiKey)') && text.includes('(command:socialPulse.toggleDemo)'), `${view}: ${text}`);
      assert.ok(welcomes(view).some((w) => w.when === KEYS_UNREADABLE && w.contents === '%viewsWelcome.keysUnreadable.contents%'), `${view}: no welcome for unreadable keys`);
    }
  });

  it('a view of the person\'s own lists has its welcome for an empty list', () => {
    for (const [view, empty] of Object.entries(OWN_LISTS)) {
      assert.ok(views.includes(view), view);
      assert.ok(welcomes(view).some((w) => w.when.includes(empty)), view);
    }
  });
});
