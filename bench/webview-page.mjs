// The page the webview benchmark loads: the panel shell (same CSP as src/editor/panelHost/html.ts), a fake
// `acquireVsCodeApi` standing in for the extension host, generated data, a dark theme's
// variables, and the baselines (bench/webview-baselines.mjs) measured beside the panel; or, on
// `?bare=1`, the topic panel's bare baseline page (bench/webview-bare-topic.mjs) in its place.
// Served over loopback so the CSP's sources are real origins.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf', '.map': 'application/json', '.html': 'text/html' };

/** A subset of Dark+ colours for the variables the panels' CSS and the chart read. */
const DARK_THEME = `:root {
  --vscode-font-family: system-ui, sans-serif; --vscode-font-size: 13px; --vscode-font-weight: normal;
  --vscode-foreground: #cccccc; --vscode-descriptionForeground: #9d9d9d; --vscode-editor-background: #1e1e1e;
  --vscode-editorWidget-background: #252526; --vscode-editorWidget-border: #454545; --vscode-panel-border: #3c3c3c;
  --vscode-focusBorder: #007fd4; --vscode-textLink-foreground: #3794ff; --vscode-textLink-activeForeground: #3794ff;
  --vscode-button-background: #0e639c; --vscode-button-foreground: #ffffff; --vscode-button-hoverBackground: #1177bb;
  --vscode-button-secondaryBackground: #3a3d41; --vscode-button-secondaryForeground: #ffffff;
  --vscode-input-background: #3c3c3c; --vscode-input-foreground: #cccccc; --vscode-dropdown-background: #3c3c3c;
  --vscode-dropdown-foreground: #f0f0f0; --vscode-dropdown-border: #3c3c3c; --vscode-badge-background: #4d4d4d;
  --vscode-badge-foreground: #ffffff; --vscode-list-hoverBackground: #2a2d2e; --vscode-list-activeSelectionBackground: #04395e;
  --vscode-list-inactiveSelectionBackground: #37373d; --vscode-errorForeground: #f48771;
  --vscode-inputValidation-errorBackground: #5a1d1d; --vscode-inputValidation-errorBorder: #be1100;
  --vscode-charts-blue: #3794ff; --vscode-charts-orange: #d18616; --vscode-charts-green: #89d185;
  --vscode-charts-red: #f14c4c; --vscode-charts-purple: #b180d7; --vscode-charts-yellow: #cca700;
  --vscode-icon-foreground: #c5c5c5; --vscode-toolbar-hoverBackground: rgba(90, 93, 94, 0.31);
}`;

/** Runs in the page before dist/webview/webview.js. Must be self-contained: it is sent as source text. */
function fakeHost() {
  const params = new URLSearchParams(location.search);
  const view = params.get('view');
  // `?answer=now`: the host answers every load at once, as if every answer were cached
  const answerNow = params.get('answer') === 'now';
  /** Ends each message the bench times: once it arrives, every listener has handled the message before. */
  const MARKER = 'bench-marker-';
  const b = { saved: undefined, loads: [], rendered: [], violations: [], opened: [] };
  window.__bench = b;
  // the first listener of the page (this script runs before the panel's): when a message has
  // arrived and been read (the first read of `data` is what deserializes it)
  window.addEventListener('message', (e) => {
    if (typeof e.data !== 'string' || !e.data.startsWith(MARKER)) b.received = performance.now();
  });
  document.addEventListener('securitypolicyviolation', (e) => b.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  const ref = view === 'coins' ? { kind: 'coin', id: '', title: 'Coins' }
    : view === 'market' ? { kind: 'coin', id: 'bitcoin', title: 'Bitcoin' }
    : view === 'category' ? { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' }
      : { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
  /** Answers a request as the webview host does: once, by its id (a load's after its data). */
  const reply = (id) => window.postMessage({ type: 'reply', id, ok: true }, '*');
  window.acquireVsCodeApi = () => ({
    postMessage(envelope) {
      // requests come in an envelope with an id (src/browser/webview/host.ts); notices come bare
      const m = envelope.type === 'request' ? { ...envelope.request, id: envelope.id } : envelope;
      if (envelope.type === 'request' && m.type !== 'load') reply(m.id);
      if (m.type === 'ready') {
        b.readyAt = performance.now();   // the page's script has loaded and run
        setTimeout(() => window.postMessage({ type: 'init', view, ref, demo: false, remoteImages: true, source: 0, timeZone: 'utc' }, '*'));
      }
      else if (m.type === 'load') {
        b.loads.push(m);
        if (answerNow) setTimeout(b.answerAll);
      }
      else if (m.type === 'rendered') {
        const entry = { section: m.section, error: m.error, t: performance.now() };
        b.rendered.push(entry);
        b.painted().then(() => { entry.painted = performance.now(); });
      }
      else if (m.type === 'openItem' || m.type === 'openLink') b.opened.push(m);
    },
    getState() { return b.saved; },
    setState(s) { b.saved = s; },
  });

  let seed = 7;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const hostile = '<img src=x onerror="window.__pwned=1"> **bold** [link](javascript:alert(1))';
  const sectors = ['layer-1', 'defi', 'meme', 'gaming', 'ai', 'stablecoin', 'exchange-tokens', 'privacy'];
  b.meta = () => ({ generated: Math.floor(Date.now() / 1000) - 300, stale: false, fromCache: false });
  b.coins = (n) => Array.from({ length: n }, (_, i) => ({
    id: i + 1, symbol: `C${i}`, name: i === 3 ? hostile : `Coin ${i} ${'αβγ'[i % 3]}`, topic: `coin ${i}`,
    price: rnd() * 1000, percent_change_24h: rnd() * 20 - 10, percent_change_7d: rnd() * 40 - 20,
    market_cap: Math.round(rnd() * 1e11), market_cap_rank: i + 1, volume_24h: Math.round(rnd() * 1e9),
    galaxy_score: Math.round(rnd() * 100), alt_rank: Math.round(rnd() * 5000), sentiment: Math.round(rnd() * 100),
    social_volume_24h: Math.round(rnd() * 1e5), social_dominance: rnd() * 2,
    categories: `${sectors[i % sectors.length]},${sectors[(i * 3) % sectors.length]}`,
  }));
  b.series = (n) => {
    const end = Math.floor(Date.now() / 3600000) * 3600;
    let close = 40000;
    return Array.from({ length: n }, (_, i) => {
      close *= 1 + (rnd() - 0.5) * 0.01;
      return {
        time: end - (n - 1 - i) * 3600, interactions: Math.round(1e6 + rnd() * 5e5), posts_active: Math.round(rnd() * 9000),
        posts_created: Math.round(rnd() * 900), contributors_active: Math.round(rnd() * 4000), contributors_created: Math.round(rnd() * 500),
        sentiment: Math.round(60 + rnd() * 30), spam: Math.round(rnd() * 50), social_dominance: rnd() * 20,
        open: close, high: close * 1.004, low: close * 0.996, close, market_cap: Math.round(close * 19e6), volume_24h: Math.round(rnd() * 3e10),
        galaxy_score: Math.round(rnd() * 100), alt_rank: Math.round(rnd() * 100), market_dominance: 50 + rnd() * 5,
      };
    });
  };
  const networks = ['tweet', 'reddit-post', 'youtube-video', 'tiktok-video', 'instagram-post', 'news', 'new-network'];
  const post = (i, news) => ({
    id: String(i), post_type: networks[i % networks.length], post_title: i === 0 ? hostile : `Post ${i}: something happened 🚀 مرحبا`,
    post_description: `Line one of ${i}\nline two with <b>markup</b>`, post_link: i === 1 ? 'javascript:alert(1)' : `https://example.com/p/${i}`,
    post_image: news ? (i === 2 ? 'http://insecure.example/x.png' : `https://example.com/i/${i}.png`) : undefined,
    post_created: Math.floor(Date.now() / 1000) - i * 3600, post_sentiment: 1 + (i % 9) / 2, creator_id: `twitter::${i}`,
    creator_name: `user${i}`, creator_display_name: `User ${i}`, creator_followers: 1000 * i, creator_avatar: `https://example.com/a/${i}.png`,
    interactions_24h: 5000 - i * 10, interactions_total: 90000 - i * 100,
  });
  const perNet = (f) => Object.fromEntries(networks.map((k, i) => [k, f(i)]));
  b.answers = (section, query) => {
    switch (section) {
      case 'summary': return {
        topic: ref.id, title: hostile, topic_rank: 3, related_topics: ['ethereum', 'solana', hostile], categories: ['cryptocurrencies', 'layer 1'],
        types_count: perNet((i) => 100 * (i + 1)), types_interactions: perNet((i) => 10000 * (7 - i)), types_sentiment: perNet((i) => 40 + i * 8),
        types_sentiment_detail: perNet((i) => ({ positive: 50 + i, neutral: 30, negative: 20 - i })), interactions_24h: 123456789,
        num_contributors: 45678, num_posts: 98765, trend: 'up',
      };
      case 'rank': return { rank: 3, previous1h: 4, previous24h: 1 };
      case 'whatsup': return { summary: `${hostile}\nSecond paragraph.`, supportive: [{ title: 'ETF inflows', description: 'Money keeps coming.', percent: 35 }],
        critical: [{ title: hostile, description: 'Regulators look closer.', percent: 12 }] };
      case 'series': return { points: b.series(168), query, bucket: 'hour' };
      case 'posts': return { posts: Array.from({ length: 20 }, (_, i) => post(i, false)), query };
      case 'news': return Array.from({ length: 8 }, (_, i) => post(i, true));
      case 'creators': return Array.from({ length: 10 }, (_, i) => ({ creator_id: `twitter::${i}`, creator_name: `user${i}`,
        creator_display_name: i === 0 ? hostile : `User ${i}`, creator_followers: 1e5 * i, creator_rank: i + 1, interactions_24h: 1e4 - i, creator_avatar: `https://example.com/a/${i}.png` }));
      case 'topics': return Array.from({ length: 40 }, (_, i) => ({ topic: `topic ${i}`, title: `Topic ${i}`, topic_rank: i + 1,
        topic_rank_1h_previous: i + 1 + (i % 3) - 1, topic_rank_24h_previous: i + 5, num_contributors: 1000 - i, num_posts: 500 - i,
        interactions_24h: 1e6 - i * 1000, social_dominance: 10 - i * 0.2 }));
      default: return undefined;
    }
  };
  /** Answers every load so far (sections of a topic or category panel). */
  b.answerAll = () => {
    for (const l of b.loads.splice(0)) {
      const data = b.answers(l.section, l.query);
      if (data !== undefined) window.postMessage({ type: 'data', section: l.section, data, meta: b.meta() }, '*');
      if (l.id !== undefined) reply(l.id);
    }
  };
  /** Two animation frames: the work of the message is done and a frame has been produced. */
  b.frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  /** Resolves once the next frame has been rendered (style, layout, paint), with that frame's start time. */
  b.painted = () => new Promise((resolve) => requestAnimationFrame((frameStart) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(frameStart);
    channel.port2.postMessage(0);
  }));
  /** Posts `message` as the host would and resolves when every listener has handled it. */
  const deliver = (message) => new Promise((resolve) => {
    const marker = `${MARKER}${Math.random()}`;
    const done = (e) => {
      if (e.data !== marker) return;
      window.removeEventListener('message', done);
      resolve();
    };
    window.addEventListener('message', done);
    window.postMessage(message, '*');
    window.postMessage(marker, '*');
  });
  /**
   * The main thread's work for `message`, from its arrival (after the structured clone, which the
   * host's transport costs whatever draws it, both ways) to its first frame on screen: the handlers, then the
   * frame's callbacks, style, layout and paint. The wait for the display's next frame between the
   * two is left out (up to 16.7 ms of idle time, whatever the work), so small figures compare
   * fairly. `handlers` and `frame` are its two parts; `wall` is from posting to the frame, waits included.
   */
  b.timed = async (message) => {
    const t0 = performance.now();
    await deliver(message);
    const t1 = performance.now();
    const frameStart = await b.painted();
    const t2 = performance.now();
    const handlers = t1 - b.received;
    const frame = t2 - Math.max(t1, frameStart);
    return { work: handlers + frame, handlers, frame, wall: t2 - t0 };
  };
}

export async function startBenchServer(root) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const origin = `http://${req.headers.host}`;
    if (url.pathname === '/') {
      // `?bare=1`: the topic panel's baseline (bench/webview-bare-topic.mjs) instead of the panels' script
      const scripts = url.searchParams.get('bare') === '1' ? ['/out/webview-bench/bare-topic.js']
        : ['/out/webview-bench/baselines.js', '/dist/webview/webview.js'];
      const csp = `default-src 'none'; style-src ${origin}; img-src ${origin} https:; font-src ${origin}; script-src 'nonce-${nonce}'; form-action 'none'; base-uri 'none'`;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<link rel="stylesheet" href="/bench/theme.css"><link rel="stylesheet" href="/dist/webview/webview.css">
<title>bench</title></head><body class="vscode-dark"><main id="app" aria-busy="true"></main>
<script nonce="${nonce}" src="/bench/fake-host.js"></script>${scripts.map((s) => `<script nonce="${nonce}" src="${s}"></script>`).join('\n')}
</body></html>`);
      return;
    }
    if (url.pathname === '/bench/theme.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(DARK_THEME);
      return;
    }
    if (url.pathname === '/bench/fake-host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(`(${fakeHost.toString()})();`);
      return;
    }
    const file = path.join(root, path.normalize(url.pathname));
    if (!file.startsWith(path.join(root, 'dist', 'webview', path.sep)) && !file.startsWith(path.join(root, 'out', 'webview-bench', path.sep))) {
      res.writeHead(404).end();
      return;
    }
    fs.readFile(file, (err, body) => {
      if (err) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}
