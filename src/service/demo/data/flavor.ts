// How the generated data is dressed: the seed, hostile text for XSS tests, and the odd shapes
// the real service sends ("shapes in the wild" of the field notes).

export interface Flavor {
  seed: number;
  /** Every text field carries script/markup payloads; links are `javascript:`. */
  hostile: boolean;
  /** Sparse deterministic deviations: numbers as strings, nulls, extra fields (see quirks.ts). */
  quirks: boolean;
  /** Avatars and news images at https addresses on the internet; off, they are left out. */
  images: boolean;
}

// Each hostile text gets the script tag (so tests can look for one marker everywhere) plus
// one of the other payloads in turn. Every payload that runs sets `window.__pwned`, so an end
// to end test can prove that none ran by reading that global in every frame.
const PWN = 'window.__pwned=1';
const SCRIPT = `<script>${PWN}</script>`;
const PAYLOADS = [
  `<img src=x onerror="${PWN}">`,
  `[click me](javascript:${PWN})`,
  `"><svg onload=${PWN}>`,
  `' onmouseover='${PWN}' data-x='`,
  `<a href="javascript:${PWN}">details</a>`,
  'abc\u202Egnp.exe\u202C "quoted" & <b>bold</b>',
  `</textarea></style><iframe srcdoc="<script>parent.${PWN}</script>"></iframe>`,
  `![x](javascript:${PWN}) <!-- comment -->`,
  `\${${PWN}} {{constructor.constructor('${PWN}')()}}`,
  // VS Code notifications run `command:` links, so this must arrive there inert
  '[click](command:workbench.action.terminal.new)',
  // runs nothing, but a note or panel that shows it fetches it unasked (loopback: never the internet);
  // after an address, VS Code's preview links it with the backslash, which then escapes nothing
  '![pixel](https://127.0.0.1/pixel.gif) <command:workbench.action.terminal.new> '
    + 'https://127.0.0.1/a\\<img src=https://127.0.0.1/linkify.gif> https://127.0.0.1/b\\<command:workbench.action.terminal.new>',
];

const HOSTILE_LINK = `javascript:${PWN}`;
/** An https image address that breaks out of an HTML attribute if pasted unescaped (on loopback: never fetched from the internet). */
const HOSTILE_IMAGE = `https://127.0.0.1/x.jpg" onerror="${PWN}`;

/** Returns `text`, or in hostile mode `text` with payloads appended. */
export function say(flavor: Flavor, text: string, salt: number): string {
  if (!flavor.hostile) return text;
  return `${text} ${SCRIPT} ${PAYLOADS[Math.abs(salt) % PAYLOADS.length]}`;
}

export function link(flavor: Flavor, url: string): string {
  return flavor.hostile ? HOSTILE_LINK : url;
}

/** An image address, or none unless `images` is on: demo panels must not reach the internet. */
export function image(flavor: Flavor, url: string, salt: number): string | undefined {
  if (flavor.hostile) return salt % 2 ? HOSTILE_LINK : HOSTILE_IMAGE;
  return flavor.images ? url : undefined;
}
