// How the generated data is dressed: the seed, hostile text for XSS tests, and the odd shapes
// the real service sends ("shapes in the wild" of the field notes).

export interface Flavor {
  seed: number;
  /** Every text field carries script/markup payloads; links are `javascript:`. */
  hostile: boolean;
  /** Sparse deterministic deviations: numbers as strings, nulls, extra fields (see quirks.ts). */
  quirks: boolean;
}

// Each hostile text gets the script tag (so tests can look for one marker everywhere) plus
// one of the other payloads in turn.
const SCRIPT = '<script>alert(1)</script>';
const PAYLOADS = [
  '<img src=x onerror=alert(document.domain)>',
  '[click me](javascript:alert(1))',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)' data-x='",
  '<a href="javascript:alert(1)">details</a>',
  'abc\u202Egnp.exe\u202C "quoted" & <b>bold</b>',
  '</textarea></style><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '![x](javascript:alert(1)) <!-- comment -->',
  "${alert(1)} {{constructor.constructor('alert(1)')()}}",
];

const HOSTILE_LINK = 'javascript:alert(document.cookie)';
/** An https image address that breaks out of an HTML attribute if pasted unescaped. */
const HOSTILE_IMAGE = 'https://images.example.net/x.jpg" onerror="alert(1)';

/** Returns `text`, or in hostile mode `text` with payloads appended. */
export function say(flavor: Flavor, text: string, salt: number): string {
  if (!flavor.hostile) return text;
  return `${text} ${SCRIPT} ${PAYLOADS[Math.abs(salt) % PAYLOADS.length]}`;
}

export function link(flavor: Flavor, url: string): string {
  return flavor.hostile ? HOSTILE_LINK : url;
}

export function image(flavor: Flavor, url: string, salt: number): string {
  if (!flavor.hostile) return url;
  return salt % 2 ? HOSTILE_LINK : HOSTILE_IMAGE;
}
