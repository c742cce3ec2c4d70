// Notification text: VS Code turns `[label](command:…)` into a runnable link, so service text
// passes through noticeText first. The pattern below is the one VS Code's notifications use.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/demo/server';
import { noticeText } from '../../src/format/notice';
import { KEY, get, type Json } from './emulator-helpers';

const NOTIFICATION_LINK = /\[([^\]]+)\](\(((?:https?:\/\/|command:|file:)[^)\s]+)(?: (["'])(.+?)(\4))?\))/gi;

function links(text: string): string[] {
  return [...text.matchAll(NOTIFICATION_LINK)].map((m) => m[0]);
}

describe('noticeText', () => {
  it('leaves no link syntax a notification would run', () => {
    const hostile = 'Bitcoin [click](command:workbench.action.terminal.new) [x](https://evil.example "t") [[y]](file:///etc/passwd)';
    assert.ok(links(hostile).length >= 2, 'the sample should carry links before the fix');
    const safe = noticeText(hostile);
    assert.deepEqual(links(safe), []);
    assert.equal(safe.includes('['), false);
    assert.equal(safe.includes(']'), false);
    assert.match(safe, /^Bitcoin ［click］\(command:workbench\.action\.terminal\.new\)/);
  });

  it('folds line breaks into one line and keeps ordinary text as it is', () => {
    assert.equal(noticeText('first line\r\n\nsecond\tline '), 'first line second line');
    assert.equal(noticeText('The service answered 429: too many requests.'), 'The service answered 429: too many requests.');
    assert.equal(noticeText(undefined), '');
  });

  describe('on the hostile emulator\'s titles', () => {
    let emulator: Emulator;
    before(async () => { emulator = await startEmulator({ hostile: true, keys: { [KEY]: 'builder' } }); });
    after(() => emulator.close());

    it('neutralises every command link the service sends', async () => {
      const topics = (await get(`${emulator.baseUrl}/public/topics/list/v1`)).json<{ data: Json[] }>().data;
      const titles = topics.map((t) => String(t.title));
      const armed = titles.filter((t) => links(t).some((l) => l.includes('](command:')));
      assert.ok(armed.length > 0, 'the hostile emulator should send a command link');
      for (const title of titles) assert.deepEqual(links(noticeText(title)), [], title);
    });
  });
});
