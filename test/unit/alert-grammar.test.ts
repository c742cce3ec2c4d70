// The plain-words grammar: every phrasing the README documents (read from its alerts section, so
// the docs cannot drift) parses to the rule it says, every refused one answers what it says;
// subjects, kinds, numbers and the resolved rule.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseAlertPhrase, ruleFromDraft } from '../../src/features/alerts/grammar';
import type { AlertRule, Condition, ConditionKind, Metric } from '../../src/features/alerts/core/model';
import { ALERT_KINDS, changesInPoints, conditionsFor, describeRule, KIND_METRICS, METRIC_INFO } from '../../src/features/alerts/core/model';
import type { ItemRef } from '../../src/shared/items';
import { figure } from '../../src/shared/figures/catalogue';

const README = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

/** The rows of the alerts section's table whose header is `| You write | <second> |`. */
function documented(second: string): [string, string][] {
  const section = README.slice(README.indexOf('### Alerts'), README.indexOf('\n### ', README.indexOf('### Alerts') + 1));
  const table = section.slice(section.indexOf(`| You write | ${second} |`));
  const rows: [string, string][] = [];
  for (const line of table.split('\n').slice(2)) {
    const m = /^\| `(@pulse \/alert .+?)` \| (.+) \|$/.exec(line);
    if (!m) break;
    rows.push([m[1]!, m[2]!]);
  }
  return rows;
}

describe('alert grammar: rules in plain words', () => {
  it('parses every phrasing the README documents to the rule it documents', () => {
    const rows = documented('Understood as');
    assert.ok(rows.length >= 10, `the README documents the phrasings (found ${rows.length})`);
    for (const [phrase, meaning] of rows) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.equal(r.rule!.description, meaning, phrase);
    }
  });

  it('refuses every phrasing the README says it refuses, with the answer it documents', () => {
    const rows = documented('The answer begins');
    assert.ok(rows.length >= 5, `the README documents refusals (found ${rows.length})`);
    for (const [phrase, answer] of rows) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.rule, undefined, phrase);
      assert.ok(r.problem!.startsWith(answer), `${phrase}: ${r.problem}`);
    }
  });

  it('keeps the subject as typed, narrows the kinds to those the rule fits', () => {
    const div = parseAlertPhrase('When Solana posts spike while price is flat.').rule!;
    assert.equal(div.subjectText, 'Solana', 'the subject keeps its case: the rule\'s name shows it');
    assert.deepEqual(div.kinds, ['coin']);
    assert.deepEqual(div.condition, { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 });
    assert.equal(div.metric, 'postsActive');
    const topic = parseAlertPhrase('when the topic ai contributors are unusual over 14 days by 4 deviations').rule!;
    assert.deepEqual([topic.subjectText, topic.kinds], ['ai', ['topic']]);
    assert.deepEqual(topic.condition, { kind: 'unusual', k: 4, windowDays: 14, bucket: 'hour' });
    assert.deepEqual(parseAlertPhrase('when solana interactions are unusual').rule!.kinds, ['topic', 'category', 'coin', 'stock']);
    assert.deepEqual(parseAlertPhrase("alert me when bitcoin's price goes above $1,250.5").rule!.condition, { kind: 'above', value: 1250.5 });
    assert.equal(parseAlertPhrase('when BTC price goes above 1.5m').rule!.subjectText, 'BTC');
    assert.deepEqual([parseAlertPhrase('When The COIN Bitcoin\'s price goes above 5').rule!.subjectText, parseAlertPhrase('When The COIN Bitcoin\'s price goes above 5').rule!.kinds], ['Bitcoin', ['coin']]);
    // the same shorthands as the number boxes (80k, 1.2M, 1.2T), as the level of a rule
    for (const [typed, value] of [['80k', 80_000], ['$1.2M', 1_200_000], ['1.2t', 1.2e12]] as const) {
      assert.deepEqual(parseAlertPhrase(`when bitcoin price goes above ${typed}`).rule!.condition, { kind: 'above', value }, typed);
    }
    assert.deepEqual(parseAlertPhrase('when bitcoin sentiment rises above 60').rule!.condition, { kind: 'sentimentCrosses', level: 60, direction: 'up' });
    assert.deepEqual(parseAlertPhrase('when solana new posts spike').rule!.metric, 'postsCreated');
    assert.deepEqual(parseAlertPhrase('when solana price rises by 5% over 2 days').rule!.condition, { kind: 'changesBy', percent: 5, windowMinutes: 2880, direction: 'up' }, '"over" is a window here, not unusual activity\'s');
    assert.deepEqual(parseAlertPhrase('when solana posts spike daily at 2.5 sigmas').rule!.condition, { kind: 'unusual', k: 2.5, windowDays: 7, bucket: 'day' });
  });

  it('refuses what it cannot read, saying what it would', () => {
    assert.match(parseAlertPhrase('').problem!, /Say when to alert you/);
    assert.match(parseAlertPhrase('when solana posts').problem!, /Say what should happen to Active posts/);
    assert.match(parseAlertPhrase('when solana price drops by 10 points').problem!, /Price changes by a percentage of itself: say "drops by 10% in 24h"/);
    assert.match(parseAlertPhrase('when solana interactions are unusual over 40 days').problem!, /3 to 30 whole days/);
    assert.match(parseAlertPhrase('when the nft punks sentiment drops by 5 points').problem!, /^An NFT collection has no Sentiment/);
    assert.match(parseAlertPhrase('when solana posts spike while price goes up').problem!, /while price is flat/);
  });

  it('a $ or a % the figure is not counted in is refused, as the level box refuses it, never dropped', () => {
    assert.equal(parseAlertPhrase('when bitcoin price goes above 5%').problem, 'This number is not a percentage: leave out the %.');
    assert.equal(parseAlertPhrase('when bitcoin galaxy score goes above $60').problem, 'This number is not in dollars: leave out the $.');
    assert.equal(parseAlertPhrase('when bitcoin social dominance goes above $5').problem, 'This number is not in dollars: leave out the $.');
    assert.equal(parseAlertPhrase('when bitcoin altrank goes below 5%').problem, 'This number is not a percentage: leave out the %.');
    assert.deepEqual(parseAlertPhrase('when bitcoin social dominance goes above 5%').rule!.condition, { kind: 'above', value: 5 });
    assert.deepEqual(parseAlertPhrase('when bitcoin sentiment crosses 55%').rule!.condition, { kind: 'sentimentCrosses', level: 55, direction: 'either' });
    assert.deepEqual(parseAlertPhrase('when bitcoin price goes above $80k').rule!.condition, { kind: 'above', value: 80_000 });
    assert.equal(parseAlertPhrase('when bitcoin price rises by 20000% in 1h').problem, 'The change must be a percentage above 0 and at most 10000%.');
    assert.equal(parseAlertPhrase('when bitcoin altrank enters the top 20000').problem, 'N must be a whole number from 1 to 10000.');
    // a fall of more than 100% could never happen: the rule would never fire
    assert.equal(parseAlertPhrase('when eth price drops 150% in 1d').problem, 'A fall is at most 100%.');
    assert.deepEqual(parseAlertPhrase('when eth price drops 100% in 1d').rule!.condition, { kind: 'changesBy', percent: 100, windowMinutes: 1440, direction: 'down' });
    assert.deepEqual(parseAlertPhrase('when eth price rises 150% in 1d').rule!.condition, { kind: 'changesBy', percent: 150, windowMinutes: 1440, direction: 'up' });
  });

  it('an NFT collection\'s floor: "floor" names it, "price" of a collection named as one means it, a $ is refused', () => {
    const label = figure('floor_price').label;
    const floor = parseAlertPhrase('when cryptopunks floor goes above 10').rule!;
    assert.deepEqual([floor.subjectText, floor.kinds, floor.metric, floor.condition], ['cryptopunks', ['nft'], 'floorPrice', { kind: 'above', value: 10 }]);
    assert.equal(floor.description, `${label} above 10 in the collection's currency`);
    assert.equal(floor.currency, undefined);
    for (const phrase of ['when the nft cryptopunks floor price goes above 10 eth', 'when the nft cryptopunks price goes above 10 ETH']) {
      const r = parseAlertPhrase(phrase).rule!;
      assert.deepEqual([r.kinds, r.metric, r.condition, r.currency, r.description], [['nft'], 'floorPrice', { kind: 'above', value: 10 }, 'ETH', `${label} above 10 ETH`], phrase);
    }
    assert.deepEqual(parseAlertPhrase('when the nft cryptopunks floor falls by 20% in 1 day').rule!.condition, { kind: 'changesBy', percent: 20, windowMinutes: 1440, direction: 'down' });
    // a bare name with "price" is still a coin's or a stock's
    assert.deepEqual(parseAlertPhrase('when cryptopunks price goes above 10').rule!.kinds, ['coin', 'stock']);
    assert.match(parseAlertPhrase('when the nft cryptopunks floor goes above $10').problem!, /^A floor price is counted in the collection's own currency, not in dollars: give the number alone or with the currency/);
    assert.match(parseAlertPhrase('when the nft cryptopunks price goes below $80k').problem!, /not in dollars/);
    assert.match(parseAlertPhrase('when bitcoin price goes above 100 eth').problem!, /^I did not understand "goes above 100 eth"/, 'a currency\'s code is read after a floor only');
    assert.match(parseAlertPhrase('when the coin bitcoin floor goes above 10').problem!, new RegExp(`^A coin has no ${label}`));
    assert.match(parseAlertPhrase('when the nft cryptopunks floor is unusual').problem!, /^Unusual activity applies to social figures/, 'the NFT series has no floor');

    const rule = ruleFromDraft(parseAlertPhrase('when the nft cryptopunks price goes above 10 eth').rule!, { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' }, Date.UTC(2026, 0, 1));
    assert.ok(typeof rule === 'object', String(rule));
    assert.deepEqual([rule.metric, rule.currency, rule.name], ['floorPrice', 'ETH', 'CryptoPunks floor > 10 ETH']);
    assert.equal(describeRule(rule), `CryptoPunks: ${label} above 10 ETH`);
  });

  it('makes the rule once the subject is resolved, refusing a subject the rule does not fit', () => {
    const draft = parseAlertPhrase('when solana posts spike while price is flat').rule!;
    const rule = ruleFromDraft(draft, { kind: 'coin', id: '5426', title: 'Solana' }, Date.UTC(2026, 0, 1));
    assert.ok(typeof rule === 'object');
    assert.equal(rule.name, 'Solana posts +50% in 1 d, price flat');
    assert.equal(describeRule(rule), 'Solana: Active posts rise by 50% within 1 d while the price moves less than 2% (or falls)');
    assert.equal(rule.cooldownMinutes, 60);
    const wrong = ruleFromDraft(draft, { kind: 'topic', id: 'solana', title: 'solana' }, 0);
    assert.match(wrong as string, /coins only/);
  });

  it('reads a rule typed back in its own wording: no verb, a sign, a verb of its own, weeks, usd; a bare subject\'s $ line or change is its price', () => {
    const cases: [string, object][] = [
      ['when bitcoin price above 100k', { kind: 'above', value: 100_000 }],
      // no verb: the level, as the level rule's sentence says it (read as the hourly turn before)
      ['when bitcoin sentiment below 40%', { kind: 'below', value: 40 }],
      ['when btc price is > 90k', { kind: 'above', value: 90_000 }],
      ['when btc price >= 90k', { kind: 'above', value: 90_000 }],
      ['when btc price exceeds 90k', { kind: 'above', value: 90_000 }],
      // a price may hit or reach a level from above: it crosses it, either way (read as above before)
      ['when btc price hits 100k', { kind: 'crosses', value: 100_000 }],
      ['when btc price reaches 100k', { kind: 'crosses', value: 100_000 }],
      ['when btc price tops 100k', { kind: 'above', value: 100_000 }],
      ['when btc price < 50k', { kind: 'below', value: 50_000 }],
      ['when btc price falls under 50k', { kind: 'below', value: 50_000 }],
      ['when btc price dips below 50k', { kind: 'below', value: 50_000 }],
      ['when btc price goes above 100,000 usd', { kind: 'above', value: 100_000 }],
      ['when btc price goes above 100 dollars', { kind: 'above', value: 100 }],
      ['when BTC > $95,000', { kind: 'above', value: 95_000 }],
      ['when eth drops 5% in 24h', { kind: 'changesBy', percent: 5, windowMinutes: 1440, direction: 'down' }],
      ['when eth price drops 10% in 1 week', { kind: 'changesBy', percent: 10, windowMinutes: 10_080, direction: 'down' }],
      ['when eth price drops 10% in a week', { kind: 'changesBy', percent: 10, windowMinutes: 10_080, direction: 'down' }],
      ['when eth price rises 10% in 1w', { kind: 'changesBy', percent: 10, windowMinutes: 10_080, direction: 'up' }],
      ['when solana posts rise by 80% in 1 week while price is flat', { kind: 'diverges', risePercent: 80, pricePercent: 2, windowHours: 168 }],
    ];
    for (const [phrase, condition] of cases) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.deepEqual(r.rule!.condition, condition, phrase);
    }
    const bare = parseAlertPhrase('when BTC > $95,000').rule!;
    assert.deepEqual([bare.subjectText, bare.metric, bare.kinds], ['BTC', 'price', ['coin', 'stock']]);
    assert.equal(parseAlertPhrase('when eth drops 5% in 24h').rule!.subjectText, 'eth');
    // a week is a window's unit, its bound still the window's
    assert.equal(parseAlertPhrase('when eth price drops 10% in 2 weeks').problem, 'The window must be between 1 minute and 7 days.');
    // what was refused for a reason still is
    assert.match(parseAlertPhrase('when bitcoin goes above 100k').problem!, /^Name a figure to watch/, 'without a $ the number may be any figure\'s');
    assert.match(parseAlertPhrase('when bitcoin drops by 10 points').problem!, /^Name a figure to watch/);
    assert.match(parseAlertPhrase('when the topic ai drops 5% in 24h').problem!, /^A topic has no Price/);
    assert.match(parseAlertPhrase('when bitcoin galaxy score goes above 60 usd').problem!, /^I did not understand/);
    assert.match(parseAlertPhrase('when the nft punks floor goes above 10 usd').problem!, /not in dollars/);
    assert.match(parseAlertPhrase('when bitcoin price goes above 100 eth').problem!, /^I did not understand/);
  });

  it('an adjective of the figure\'s is the figure\'s, not the subject\'s; a figure the service does not count is refused', () => {
    for (const [phrase, metric] of [
      ['when solana active posts spike', 'postsActive'],
      ['when solana active contributors are unusual', 'contributorsActive'],
      ['when bitcoin total interactions are unusual', 'interactions'],
    ] as const) {
      const r = parseAlertPhrase(phrase).rule!;
      assert.deepEqual([r.subjectText, r.metric], [phrase.split(' ')[1], metric], phrase);
    }
    const refused = parseAlertPhrase('when solana new contributors spike');
    assert.equal(refused.rule, undefined);
    assert.match(refused.problem!, /^There is no count of new contributors to watch\. I can watch .*contributors/);
  });

  it('a figure in percent changes by points, typed as its sentence says it; points of another figure, or a % of one in percent, are said, not misread', () => {
    const cases: [string, Metric, Condition][] = [
      ['when bitcoin sentiment rises by 5 points', 'sentiment', { kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' }],
      ['when bitcoin sentiment falls by 2 points in 4h', 'sentiment', { kind: 'changesBy', percent: 2, windowMinutes: 240, direction: 'down' }],
      ['when bitcoin sentiment changes by 3 points within 1 d', 'sentiment', { kind: 'changesBy', percent: 3, windowMinutes: 1440, direction: 'either' }],
      ['when bitcoin social dominance rises by 1.5 pts in 90 min', 'socialDominance', { kind: 'changesBy', percent: 1.5, windowMinutes: 90, direction: 'up' }],
      ['when bitcoin social dominance drops by 2 points', 'socialDominance', { kind: 'changesBy', percent: 2, windowMinutes: 60, direction: 'down' }],
      ['when the topic ai sentiment across networks falls by 1 point', 'topicSentiment', { kind: 'changesBy', percent: 1, windowMinutes: 60, direction: 'down' }],
      ['when solana interactions vs median rises by 50 points in 1d', 'interactionsVsMedian', { kind: 'changesBy', percent: 50, windowMinutes: 1440, direction: 'up' }],
      // sentiment's "drops by N points" stays its turn from the window's highest hour, as its sentence says it
      ['when bitcoin sentiment drops by 10 points in 24h', 'sentiment', { kind: 'sentimentDrops', points: 10, windowHours: 24 }],
    ];
    for (const [phrase, metric, condition] of cases) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.deepEqual([r.rule!.metric, r.rule!.condition], [metric, condition], phrase);
    }
    assert.equal(parseAlertPhrase('when bitcoin sentiment rises by 5 points').rule!.description, 'Sentiment rises by 5 points within 1 h');
    assert.equal(parseAlertPhrase('when bitcoin price rises by 5 points').problem, 'Points are for figures in percent (sentiment, social dominance); Price changes by a percentage of itself: say "rises by 10% in 24h".');
    assert.equal(parseAlertPhrase('when bitcoin galaxy score falls by 5 points').problem, 'Points are for figures in percent (sentiment, social dominance); Galaxy Score changes by a percentage of itself: say "falls by 10% in 24h".');
    assert.match(parseAlertPhrase('when bitcoin alt rank rises by 5 points').problem!, /^AltRank is a rank, which moves by places/);
    assert.equal(parseAlertPhrase('when bitcoin sentiment rises by 5%').problem, 'A change of Sentiment is counted in points (from 10% to 15% is 5 points): say "rises by 5 points".');
    assert.equal(parseAlertPhrase('when bitcoin social dominance changes by 2% in 4h').problem, 'A change of Social dominance is counted in points (from 10% to 15% is 5 points): say "changes by 2 points".');
    // a figure of 0 to 100 moves by 100 points at most: a larger change could never happen
    assert.equal(parseAlertPhrase('when bitcoin sentiment rises by 150 points').problem, 'A change of Sentiment is at most 100 points.');
    // without a figure, a change by points names none (a change by a percentage is the price's)
    assert.match(parseAlertPhrase('when bitcoin rises by 5 points').problem!, /^Name a figure to watch/);
  });

  it('a change rule\'s sentence, typed back after "when", reads as the same rule, for every figure and subject a change takes', () => {
    const subjects: Record<(typeof ALERT_KINDS)[number], ItemRef> = {
      topic: { kind: 'topic', id: 'ai', title: 'AI' }, category: { kind: 'category', id: 'defi', title: 'DeFi' },
      coin: { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, stock: { kind: 'stock', id: 'tsla', title: 'Tesla (TSLA)' },
      nft: { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' }, creator: { kind: 'creator', id: 'elonmusk', title: 'Elon Musk' },
    };
    let checked = 0;
    const pointsFigures = new Set<Metric>();
    for (const kind of ALERT_KINDS) {
      for (const metric of KIND_METRICS[kind].filter((m) => conditionsFor(m, kind).includes('changesBy'))) {
        for (const direction of ['up', 'down', 'either'] as const) {
          for (const [percent, windowMinutes] of [[1, 60], [2.5, 90], [5, 1440], [40, 10_080]] as const) {
            const rule: AlertRule = { id: 'r1', name: 'x', subject: subjects[kind], metric, condition: { kind: 'changesBy', percent, windowMinutes, direction }, cooldownMinutes: 60, paused: false, createdAt: 0 };
            const sentence = describeRule(rule);
            const draft = parseAlertPhrase(`when ${sentence}`);
            assert.equal(draft.problem, undefined, sentence);
            assert.ok(draft.rule!.kinds.includes(kind), `${sentence}: ${draft.rule!.kinds.join()}`);
            const back = ruleFromDraft(draft.rule!, subjects[kind], 0);
            assert.ok(typeof back === 'object', `${sentence}: ${String(back)}`);
            assert.deepEqual([back.metric, back.condition], [metric, rule.condition], sentence);
            assert.equal(describeRule(back), sentence);
            if (changesInPoints(metric)) pointsFigures.add(metric);
            checked++;
          }
        }
      }
    }
    assert.deepEqual([...pointsFigures].sort(), ['interactionsVsMedian', 'sentiment', 'socialDominance', 'topicSentiment']);
    assert.ok(checked > 100, String(checked));
  });

  it('every rule\'s sentence, typed back after "when", reads as the same rule, unusual activity and divergence too (failed before: "AltRank above #50", "Change 24 h above +50.00%", "Floor price above 50 in the collection\'s currency", "Sentiment above 50%" read as a turn; then "Interactions unusually high, the latest hour …" and "Active posts rise by 50% within 1 d while the price moves less than 2% (or falls)" were refused)', () => {
    const subjects: Record<(typeof ALERT_KINDS)[number], ItemRef> = {
      topic: { kind: 'topic', id: 'ai', title: 'AI' }, category: { kind: 'category', id: 'defi', title: 'DeFi' },
      coin: { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, stock: { kind: 'stock', id: 'tsla', title: 'Tesla (TSLA)' },
      nft: { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' }, creator: { kind: 'creator', id: 'elonmusk', title: 'Elon Musk' },
    };
    const samples: { readonly [K in ConditionKind]: readonly Extract<Condition, { kind: K }>[] } = {
      above: [{ kind: 'above', value: 50 }], below: [{ kind: 'below', value: 20 }], crosses: [{ kind: 'crosses', value: 30 }],
      changesBy: [{ kind: 'changesBy', percent: 5, windowMinutes: 240, direction: 'down' }], entersTop: [{ kind: 'entersTop', n: 10 }],
      unusual: [{ kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }, { kind: 'unusual', k: 4, windowDays: 14, bucket: 'day' }],
      diverges: [{ kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 }],
      sentimentCrosses: [{ kind: 'sentimentCrosses', level: 50, direction: 'up' }, { kind: 'sentimentCrosses', level: 40, direction: 'down' }, { kind: 'sentimentCrosses', level: 45, direction: 'either' }],
      sentimentDrops: [{ kind: 'sentimentDrops', points: 10, windowHours: 24 }],
    };
    const roundTrips = (kind: (typeof ALERT_KINDS)[number], metric: Metric, condition: Condition): boolean => {
      const rule: AlertRule = { id: 'r1', name: 'x', subject: subjects[kind], metric, condition, cooldownMinutes: 60, paused: false, createdAt: 0 };
      const draft = parseAlertPhrase(`when ${describeRule(rule)}`);
      const back = draft.rule && ruleFromDraft(draft.rule, subjects[kind], 0);
      return typeof back === 'object' && isDeepStrictEqual([back.metric, back.condition], [metric, condition]);
    };
    const claimed = new Set<ConditionKind>(['above', 'below', 'crosses', 'changesBy', 'entersTop', 'unusual', 'diverges', 'sentimentCrosses', 'sentimentDrops']);
    const seen = new Set<ConditionKind>();
    const failed: string[] = [];
    for (const kind of ALERT_KINDS) {
      for (const metric of KIND_METRICS[kind]) {
        for (const ck of conditionsFor(metric, kind)) {
          seen.add(ck);
          for (const condition of samples[ck]) {
            // sentiment's level crossing and its turn either way are both "crosses 30%": read as the turn
            const exception = metric === 'sentiment' && ck === 'crosses';
            if (roundTrips(kind, metric, condition) !== (claimed.has(ck) && !exception)) failed.push(`${kind} ${metric} ${JSON.stringify(condition)}`);
          }
        }
      }
    }
    assert.deepEqual(failed, []);
    assert.deepEqual([...seen].sort(), Object.keys(samples).sort(), 'every condition kind is tried');
  });

  it('every figure an alert watches has words, its label among them; an adjective names the figure, never another', () => {
    const alertable = new Set(ALERT_KINDS.flatMap((k) => KIND_METRICS[k]));
    for (const metric of alertable) {
      const kind = ALERT_KINDS.find((k) => KIND_METRICS[k].includes(metric))!;
      const label = METRIC_INFO[metric].label.toLowerCase();
      const r = parseAlertPhrase(`when the ${kind} x ${label} goes above 5`);
      // the line may not fit the figure (a series-only count): the figure is still read as named
      assert.ok(r.rule?.metric === metric || new RegExp(`\\b${METRIC_INFO[metric].label}\\b`).test(r.problem ?? ''), `${label}: ${r.rule?.metric ?? r.problem}`);
    }
    for (const [phrase, metric] of [
      ['when the topic ai topic rank enters the top 5', 'topicRank'],
      ['when the topic ai rank enters the top 5', 'topicRank'],
      ['when elonmusk followers goes above 1m', 'followers'],
      ['when bitcoin 24h change goes above 5%', 'change24h'],
      ['when bitcoin interactions vs median goes above 200', 'interactionsVsMedian'],
      ['when solana interactions versus the 7-day median goes above 200', 'interactionsVsMedian'],
      ['when solana interactions spike', 'interactions'],
      ['when bitcoin alt rank enters the top 5', 'altRank'],
      ['when solana active posts spike', 'postsActive'],
      ['when solana new posts spike', 'postsCreated'],
      ['when solana posts created spike', 'postsCreated'],
      ['when solana active contributors spike', 'contributorsActive'],
    ] as const) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.equal(r.rule!.metric, metric, phrase);
    }
    // the subject's words are the subject's: "active" belongs to the figure after it only
    assert.equal(parseAlertPhrase('when the topic active investing posts spike').rule!.subjectText, 'active investing');
    assert.match(parseAlertPhrase('when solana is exciting').problem!, /interactions vs median, .*topic rank, social dominance, followers/);
  });
  it('an unusual-activity or divergence rule\'s sentence reads back as its rule, in today\'s words and an earlier version\'s; words that say another rule are not read as it', () => {
    const cases: [string, Metric, Condition][] = [
      ['when Solana: Interactions unusually high, the latest hour at least 3 deviations above the same hour of the last 7 days', 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }],
      ['when the topic ai Active contributors unusually high, the latest day at least 2.5 deviations above the last 14 days', 'contributorsActive', { kind: 'unusual', k: 2.5, windowDays: 14, bucket: 'day' }],
      ['when solana posts unusually high: the latest hour at least 1 deviation above the same hour of the last 3 days', 'postsActive', { kind: 'unusual', k: 1, windowDays: 3, bucket: 'hour' }],
      ['when Bitcoin (BTC): Active posts rise by 50% within 1 d while the price moves less than 2% (or falls)', 'postsActive', { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 }],
      ['when ethereum interactions rise by 80% within 12 h while the price moves less than 3% (or falls).', 'interactions', { kind: 'diverges', risePercent: 80, pricePercent: 3, windowHours: 12 }],
    ];
    for (const [phrase, metric, condition] of cases) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.deepEqual([r.rule!.metric, r.rule!.condition], [metric, condition], phrase);
    }
    // the day's sentence compares days, the hour's the same hour: mixed, it is no rule's
    assert.match(parseAlertPhrase('when solana posts unusually high, the latest day at least 3 deviations above the same hour of the last 7 days').problem!, /^I did not understand/);
    // "(or falls)" is the divergence's; "or" elsewhere is still a second condition
    assert.match(parseAlertPhrase('when solana posts spike or price goes above 100').problem!, /^One condition per rule/);
  });

  it('a rank\'s line says which way is better, and reads back (failed before: "Topic rank above #50")', () => {
    const topic: ItemRef = { kind: 'topic', id: 'ai', title: 'AI' };
    const rule = (condition: Condition, metric: Metric = 'topicRank'): AlertRule => ({ id: 'r1', name: 'x', subject: topic, metric, condition, cooldownMinutes: 60, paused: false, createdAt: 0 });
    assert.equal(describeRule(rule({ kind: 'above', value: 50 })), 'AI: Topic rank worse than #50 (a number above 50)');
    assert.equal(describeRule(rule({ kind: 'below', value: 1000 })), 'AI: Topic rank better than #1,000 (a number below 1,000)');
    assert.equal(describeRule({ ...rule({ kind: 'above', value: 50 }, 'altRank'), subject: { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' } }), 'Bitcoin (BTC): AltRank worse than #50 (a number above 50)');
    // what the grammar read before reads as it did; the read-back says it in the new words
    const typed: [string, Condition][] = [
      ['when the topic ai rank goes above 50', { kind: 'above', value: 50 }],
      ['when the topic ai topic rank above #50', { kind: 'above', value: 50 }],
      ['when the topic ai topic rank is worse than 50', { kind: 'above', value: 50 }],
      ['when the topic ai topic rank better than #10 (a number below 10)', { kind: 'below', value: 10 }],
      ['when AI: Topic rank better than #1,000 (a number below 1,000)', { kind: 'below', value: 1000 }],
    ];
    for (const [phrase, condition] of typed) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.problem, undefined, phrase);
      assert.deepEqual([r.rule!.metric, r.rule!.condition], ['topicRank', condition], phrase);
    }
    assert.equal(parseAlertPhrase('when the topic ai rank goes above 50').rule!.description, 'Topic rank worse than #50 (a number above 50)');
    // the number in brackets says another line: not read as either
    assert.match(parseAlertPhrase('when the topic ai topic rank worse than #50 (a number above 60)').problem!, /^I did not understand/);
  });

  it('"rank" alone of a subject not named as a topic asks which rank, naming the catalogue\'s; of a topic it is its rank (failed before: "bitcoin rank below 10" read as Topic rank)', () => {
    for (const phrase of ['when bitcoin rank goes below 10', 'when the coin bitcoin rank goes below 10', 'when bitcoin market cap rank goes below 10', 'when the stock tesla rank enters the top 5']) {
      const r = parseAlertPhrase(phrase);
      assert.equal(r.rule, undefined, phrase);
      assert.equal(r.problem, `Which rank? Say "topic rank" for ${figure('topic_rank').label} (a topic's place among all topics) or "alt rank" for ${figure('alt_rank').label} (a coin's, stock's or NFT collection's); ${figure('market_cap_rank').label} is not watched.`, phrase);
    }
    assert.equal(parseAlertPhrase('when bitcoin alt rank goes below 10').rule!.metric, 'altRank');
    assert.equal(parseAlertPhrase('when bitcoin topic rank goes below 10').rule!.metric, 'topicRank');
    assert.equal(parseAlertPhrase('when the topic bitcoin rank goes below 10').rule!.metric, 'topicRank');
  });
});
