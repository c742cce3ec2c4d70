// The sinks' neutralisers (src/editor/sinks/neutral.ts). Notification text: VS Code turns
// `[label](command:…)` into a runnable link, so service text passes through noticeText first; the
// pattern below is the one VS Code's notifications use. Every one-line sink drops bidi and
// control characters; a quick pick shows `$(name)` from service text as typed.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { fileNameText, label, labelText, markdown, markdownText, notice, noticeText, pick, pickText } from '../../src/editor/sinks/neutral';
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

/** Every character a one-line sink must drop: bidi embeddings, overrides, isolates and marks, C0 and C1 controls, zero-width space, word joiner, BOM. */
const INVISIBLE = [
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C',
  '\u0000', '\u0007', '\u001B', '\u007F', '\u0080', '\u009B', '\u009F', '\u200B', '\u2060', '\uFEFF',
];

describe('one-line sinks', () => {
  const neutralisers: Record<string, (value: unknown) => string> = {
    noticeText, labelText, pickText, markdownText, fileNameText: (v) => fileNameText(v, 'x'),
    'notice``': (v) => notice`Pinned ${v}.`, 'label``': (v) => label`Compare: ${v}`, 'pick``': (v) => pick`$(tag) ${v}`, 'markdown``': (v) => markdown`**${v}**`,
  };

  for (const [name, neutralise] of Object.entries(neutralisers)) {
    it(`${name} drops every bidi and control character`, () => {
      for (const ch of INVISIBLE) {
        const out = neutralise(`abc${ch}gnp.exe`);
        assert.equal(out.includes(ch), false, `${name} kept U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
        assert.match(out, /abc\\?gnp\\?\.exe|abc-?gnp-exe/u);
      }
    });
  }

  it('a zero-width space, word joiner or BOM cannot make a name that reads as another one; joiners in emoji stay', () => {
    for (const ch of ['\u200B', '\u2060', '\uFEFF']) {
      assert.equal(labelText(`Bit${ch}coin`), 'Bitcoin');
      assert.equal(fileNameText(`Bit${ch}coin`, 'item'), 'bitcoin', 'no dash where nothing shows');
    }
    assert.equal(labelText('\u{1F469}\u200D\u{1F4BB} dev'), '\u{1F469}\u200D\u{1F4BB} dev');
  });

  it('a right-to-left override cannot reverse the rest of a title', () => {
    assert.equal(labelText('Bitcoin \u202Ecod.exe\u202C (BTC)'), 'Bitcoin cod.exe (BTC)');
    assert.equal(noticeText('\u2067evil\u2069 [x](command:y)'), 'evil ［x］(command:y)');
  });
});

describe('quick pick text', () => {
  it('shows icon syntax from service text as typed', () => {
    assert.equal(pickText('Bitcoin $(zap) $(loading~spin)'), 'Bitcoin \\$(zap) \\$(loading~spin)');
    assert.equal(pick`$(tag) ${'$(zap) pumped'}`, '$(tag) \\$(zap) pumped');
  });

  it('keeps the icons written in its own literals', () => {
    assert.equal(pick`$(check) Use This Key`, '$(check) Use This Key');
    assert.equal(pick`$(error) ${'a name'}: ${3} left`, '$(error) a name: 3 left');
  });
});

describe('tagged templates', () => {
  it('notice`` keeps its own words and neutralises every value', () => {
    const title = 'Bitcoin [run](command:workbench.action.terminal.new)\n\u202Eline two';
    assert.equal(notice`Social Pulse: pinned "${title}" to the Watchlist.`,
      'Social Pulse: pinned "Bitcoin ［run］(command:workbench.action.terminal.new) line two" to the Watchlist.');
    assert.equal(notice`Social Pulse: that table has no data yet; export it once it has loaded.`,
      'Social Pulse: that table has no data yet; export it once it has loaded.');
    // its own words may hold link syntax and line breaks (a modal's detail): only values are neutralised
    assert.equal(notice`${'[a](b)'}\n\nSee [the guide](https://example.com).`, '［a］(b)\n\nSee [the guide](https://example.com).');
    assert.deepEqual(links(notice`${'[x](command:y)'} and ${'[[z]](file:///etc/passwd)'}`), []);
  });

  it('label`` folds its own words to one line without losing their spaces', () => {
    assert.equal(label`Compare: ${'Bitcoin'} · ${'Ethe\u202Ereum'}`, 'Compare: Bitcoin · Ethereum');
    assert.equal(label`Report:\n ${' Solana '}`, 'Report: Solana');
  });

  it('markdown`` escapes every value as text', () => {
    assert.equal(markdown`**${'<img src=x> [a](command:b)'}**`, '**\\<img src\\=x\\> \\[a\\]\\(command\\:b\\)**');
  });

  it('refuse text already made for their sink, which they would escape twice (a compile error)', () => {
    const once = markdownText('[x]');
    const typed = pickText('$(zap)');
    // @ts-expect-error: markdown`` takes raw values only
    const twice = markdown`see ${once}`;
    // @ts-expect-error: pick`` takes raw values only
    const picked = pick`${typed}`;
    // what the compiler refuses would show its escapes
    assert.equal(twice, 'see \\\\\\[x\\\\\\]');
    assert.equal(picked, '\\\\$(zap)');
  });
});

describe('file names', () => {
  it('keeps letters and digits of service text, one dash for every other run', () => {
    assert.equal(fileNameText('../Bit\u202Ecoin: $BTC/ report', 'item'), 'bitcoin-btc-report');
    assert.equal(fileNameText('\u202E../', 'item'), 'item');
  });
});
