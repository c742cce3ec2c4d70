// The topic panel's baseline: a bare page that draws the same sections from the same messages,
// under the same CSS (dist/webview/webview.css), with plain DOM calls and uPlot and nothing else:
// no view classes, no message guards, no saved state, no visibility watch, no export or alert
// wiring. It says `ready`, takes `init`, asks for the sections the panel asks for, draws each
// answer into the elements and classes the panel's own draw (so style and layout cost the same)
// and says `rendered`, as the panel does. Bundled for the browser by scripts/bench-webview.mjs
// (out/webview-bench/bare-topic.js); served instead of the panel's script on `?bare=1`.
import uPlot from 'uplot';

const host = window.acquireVsCodeApi();
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** The sections of a topic panel, in its order, with their headings and CSV buttons. */
const FRAMES = [
  ['summary', 'Key figures', ['Figures CSV', 'Networks CSV']], ['whatsup', "What's up", ['CSV']],
  ['series', 'Time series', ['CSV']], ['posts', 'Top posts', ['CSV']], ['news', 'News', ['CSV']], ['creators', 'Creators', ['CSV']],
];
const INTERVALS = [['1d', 'Last day'], ['1w', 'Last week'], ['1m', 'Last month'], ['3m', 'Last 3 months'], ['6m', 'Last 6 months'],
  ['1y', 'Last year'], ['all', 'All time'], ['custom', 'Custom range…']];
const METRIC_GROUPS = [
  ['Social', [['interactions', 'Interactions'], ['posts_active', 'Posts active'], ['posts_created', 'Posts created'],
    ['contributors_active', 'Contributors active'], ['contributors_created', 'Contributors created'], ['sentiment', 'Sentiment'],
    ['spam', 'Spam'], ['social_dominance', 'Social dominance']]],
  ['Market', [['open', 'Open'], ['high', 'High'], ['low', 'Low'], ['close', 'Close'], ['market_cap', 'Market cap'],
    ['volume_24h', 'Volume 24 h'], ['galaxy_score', 'Galaxy score'], ['alt_rank', 'Alt rank'], ['market_dominance', 'Market dominance']]],
];
const SENTIMENT = ['very negative', 'negative', 'neutral', 'positive', 'very positive'];

/** An element with a class, attributes and children (strings become text). */
function el(tag, className, attrs, ...children) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  for (const [k, v] of Object.entries(attrs ?? {})) e.setAttribute(k, v);
  e.append(...children.filter((c) => c !== undefined));
  return e;
}
const icon = (name) => el('span', `codicon codicon-${name}`, { 'aria-hidden': 'true' });
const button = (className, text, attrs) => el('button', className, { type: 'button', ...attrs }, text);

const bodies = {};
let heading, facts, chartWidth;

function page(ref) {
  heading = el('h1', '', {}, ref.title);
  facts = el('p', 'facts', {}, 'Topic');
  const head = el('header', 'page-head', {},
    el('div', 'titles', {}, el('div', 'title-line', {}, heading, el('span', 'badge demo-badge', {}, 'Demo data')), facts),
    el('div', 'actions', { role: 'toolbar' }, ...[['refresh', 'Refresh'], ['copy', 'Copy as Markdown'], ['bell', 'Add Alert…']]
      .map(([i, t]) => el('button', 'button', { type: 'button' }, icon(i), t))));
  const sections = FRAMES.map(([id, title, csv]) => {
    const controls = el('div', 'controls');
    bodies[id] = el('div', 'body placeholder');
    if (id === 'series') controls.append(seriesControls());
    if (id === 'posts') controls.append(el('div', 'control-row', {}, el('label', '', {}, 'Top posts from'), el('input', '', { type: 'date' }),
      el('label', '', {}, 'to'), el('input', '', { type: 'date' }), button('button', 'Apply'), button('button secondary', 'Last 24 hours')));
    return el('section', `section section-${id}`, { 'aria-busy': 'true' },
      el('header', 'section-head', {}, el('h2', '', {}, title), el('span', 'age'),
        el('div', 'actions', {}, ...csv.map((t) => el('button', 'button secondary small', { type: 'button' }, icon('export'), t)))),
      controls, el('div', 'status', { role: 'status' }), bodies[id]);
  });
  document.getElementById('app').replaceChildren(el('div', 'view view-topic', {}, head, ...sections));
  document.getElementById('app').removeAttribute('aria-busy');
  // read once, from the empty page: read while answers are drawn it would lay out all drawn so far
  chartWidth = bodies.series.clientWidth;
}

function seriesControls() {
  const select = (options, selected) => el('select', '', {}, ...options.map(([v, t]) => {
    const o = el('option', '', { value: v }, t);
    o.selected = v === selected;
    return o;
  }));
  return el('div', '', {},
    el('div', 'control-row', {}, el('label', '', {}, 'Bucket'), select([['hour', 'By hour'], ['day', 'By day']], 'hour'),
      el('label', '', {}, 'Range'), select(INTERVALS, '1w')),
    el('fieldset', 'metrics', {}, el('legend', '', {}, 'Metrics'), ...METRIC_GROUPS.map(([group, metrics]) => el('div', 'metric-group', {},
      el('span', 'group', {}, group), ...metrics.map(([key, label]) => {
        const box = el('input', '', { id: `m-${key}`, type: 'checkbox' });
        box.checked = key === 'interactions';
        return el('span', 'check', {}, box, el('label', '', { for: `m-${key}` }, label));
      })))));
}

function summary(body, s) {
  heading.textContent = s.title;
  facts.append(` · rank ${s.topic_rank} · trend ${s.trend === 'up' ? 'rising' : s.trend}`);
  const networks = Object.keys(s.types_count);
  body.append(
    el('dl', 'figures', {}, ...[['Interactions 24 h', count.format(s.interactions_24h)], ['Contributors', count.format(s.num_contributors)],
      ['Posts', count.format(s.num_posts)], ['Sentiment', `${Math.round(networks.reduce((a, n) => a + s.types_sentiment[n], 0) / networks.length)}% positive`]]
      .map(([t, d]) => el('div', 'figure', {}, el('dt', '', {}, t), el('dd', '', {}, d)))),
    el('div', 'scroll-x', {}, el('table', 'data networks', {},
      el('thead', '', {}, el('tr', '', {}, ...['Network', 'Posts', 'Interactions', 'Sentiment', 'Positive', 'Neutral', 'Negative', 'Split']
        .map((t, i) => el('th', i && i < 7 ? 'num' : '', { scope: 'col' }, t)))),
      el('tbody', '', {}, ...networks.map((n) => {
        const d = s.types_sentiment_detail[n];
        return el('tr', '', {}, el('th', '', { scope: 'row' }, n), el('td', 'num', {}, count.format(s.types_count[n])),
          el('td', 'num', {}, count.format(s.types_interactions[n])), el('td', 'num', {}, `${s.types_sentiment[n]}% positive`),
          el('td', 'num', {}, String(d.positive)), el('td', 'num', {}, String(d.neutral)), el('td', 'num', {}, String(d.negative)),
          el('td', '', {}, el('div', 'sentiment-bar', { 'aria-hidden': 'true' }, ...['positive', 'neutral', 'negative'].map((k) => {
            const part = el('span', k);
            part.style.width = `${d[k]}%`;   // through the CSSOM: the CSP refuses style attributes
            return part;
          }))));
      })))),
    el('div', 'related-wrap', {}, ...[['Related topics', s.related_topics], ['Categories', s.categories]].map(([t, names]) => el('div', 'related', {},
      el('h3', '', {}, t), el('ul', 'chips', {}, ...names.map((n) => el('li', '', {}, button('link', n, { title: `Open ${n}` }))))))));
}

function whatsup(body, w) {
  const themes = (kind, list) => el('div', `themes ${kind}`, {}, el('h3', '', {}, kind === 'supportive' ? 'Supportive' : 'Critical'),
    el('ul', '', {}, ...list.map((t) => el('li', '', {}, el('div', 'theme-head', {}, el('strong', '', {}, t.title),
      el('span', 'pct', {}, `${t.percent}%`), el('meter', '', { min: '0', max: '100', value: String(t.percent) })), el('p', '', {}, t.description)))));
  body.append(el('p', 'summary-text', {}, w.summary), el('div', 'theme-columns', {}, themes('supportive', w.supportive), themes('critical', w.critical)));
}

function series(body, { points }) {
  const times = new Float64Array(points.length);
  const values = new Array(points.length);
  points.forEach((p, i) => { times[i] = p.time; values[i] = p.interactions ?? null; });
  const box = el('div', 'chart', { role: 'img' });
  body.append(box);
  new uPlot({ width: chartWidth, height: 280, series: [{}, { label: 'Interactions', stroke: '#3794ff', width: 1, points: { show: false } }] },
    [times, values], box);
}

function byline(p, withImage) {
  const avatar = withImage && p.creator_avatar ? el('img', 'avatar', { src: p.creator_avatar, loading: 'lazy', referrerpolicy: 'no-referrer', alt: '', width: '32', height: '32' })
    : el('span', 'avatar none', { 'aria-hidden': 'true' }, (p.creator_display_name ?? '?').slice(0, 1));
  return el('div', 'byline', {}, avatar, el('span', 'who', {}, button('link creator-name', p.creator_display_name), el('span', 'handle', {}, ` @${p.creator_name}`)),
    el('span', 'muted', {}, `${compact.format(p.creator_followers)} followers`), el('span', 'badge network', {}, p.post_type));
}

function posts(body, list, news) {
  body.append(el('ul', news ? 'posts news' : 'posts', {}, ...list.map((p) => {
    const level = Math.max(0, Math.min(4, Math.round(p.post_sentiment) - 1));
    const web = /^https:\/\//.test(p.post_link) ? el('button', 'icon-button', { type: 'button', 'aria-label': 'Open in browser' }, icon('link-external')) : undefined;
    const image = news && /^https:\/\//.test(p.post_image ?? '') ? el('img', 'post-image', { src: p.post_image, loading: 'lazy', referrerpolicy: 'no-referrer', alt: '' }) : undefined;
    return el('li', 'post', {}, image, el('div', 'post-main', {}, byline(p, news),
      el('div', 'post-head', {}, button('link post-title', p.post_title), web), el('p', 'post-text', {}, p.post_description),
      el('div', 'post-facts', {}, el('span', `badge sentiment ${level < 2 ? 'neg' : level > 2 ? 'pos' : ''}`, {}, `${SENTIMENT[level]} (${p.post_sentiment} of 5)`),
        el('span', '', {}, `${count.format(p.interactions_24h)} interactions in 24 h`), el('span', '', {}, `${count.format(p.interactions_total)} in all`),
        el('span', 'muted', {}, `${dateTime.format(p.post_created * 1000)} UTC`))));
  })));
}

function creators(body, list) {
  body.append(el('ul', 'creators', {}, ...list.map((c) => el('li', 'creator', {},
    el('img', 'avatar', { src: c.creator_avatar, loading: 'lazy', referrerpolicy: 'no-referrer', alt: '', width: '32', height: '32' }),
    el('div', '', {}, el('div', '', {}, button('link creator-name', c.creator_display_name), el('span', 'handle', {}, ` @${c.creator_name}`)),
      el('div', 'muted', {}, `twitter · ${compact.format(c.creator_followers)} followers · rank ${c.creator_rank} · ${count.format(c.interactions_24h)} interactions in 24 h`))))));
}

const DRAW = { summary, whatsup, series, posts: (b, d) => posts(b, d.posts, false), news: (b, d) => posts(b, d, true), creators };

window.addEventListener('message', ({ data: m }) => {
  if (m?.type === 'init') {
    page(m.ref);
    for (const [section] of FRAMES) {
      host.postMessage(section === 'series' ? { type: 'load', section, query: { bucket: 'hour', interval: '1w' } }
        : section === 'posts' ? { type: 'load', section, query: {} } : { type: 'load', section });
    }
    host.postMessage({ type: 'load', section: 'rank' });
    host.postMessage({ type: 'load', section: 'changes' });
  } else if (m?.type === 'data' && m.section === 'rank') {
    const move = (was, words) => el('span', `move ${was > rankNow ? 'up' : 'down'}`, {}, `${was > rankNow ? '▲' : '▼'}${Math.abs(was - rankNow)} in ${words}`);
    const rankNow = m.data.rank;
    facts.append(' ', move(m.data.previous1h, '1 h'), ' ', move(m.data.previous24h, '24 h'));
  } else if (m?.type === 'data' && DRAW[m.section]) {
    const body = bodies[m.section];
    body.closest('section').removeAttribute('aria-busy');
    body.classList.remove('placeholder');
    body.closest('section').querySelector('.age').textContent = `generated ${Math.round((Date.now() / 1000 - m.meta.generated) / 60)} min ago`;
    DRAW[m.section](body, m.data);
    host.postMessage({ type: 'rendered', section: m.section });
  }
});
host.postMessage({ type: 'ready' });
