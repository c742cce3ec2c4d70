// Seeded randomness. Everything the emulator serves comes from these functions, so the same
// seed gives the same bytes; nothing here reads the clock or Math.random.

/** murmur3's finaliser: spreads every input bit over the 32-bit result. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a of a string, mixed with the seed. */
export function hashString(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ mix32(seed)) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/**
 * A uniform number in [0, 1) from a key and an integer (an hour index, a slot, a position).
 * Stateless, so any point of a series costs the same whatever its neighbours.
 */
export function noise(key: number, n: number, salt = 0): number {
  return mix32((key ^ mix32((n + Math.imul(salt, 0x9e3779b9)) | 0)) >>> 0) / 4294967296;
}

/** Noise that moves smoothly: linear between the integer points of `noise`. */
export function smoothNoise(key: number, x: number, salt = 0): number {
  const i = Math.floor(x);
  const f = x - i;
  return noise(key, i, salt) * (1 - f) + noise(key, i + 1, salt) * f;
}

/** mulberry32: a small sequential generator for building the dataset once. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Spread evenly over orders of magnitude. */
  logRange(min: number, max: number): number {
    return Math.exp(this.range(Math.log(min), Math.log(max)));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
}

export function rngFor(seed: number, label: string): Rng {
  return new Rng(hashString(label, seed));
}

/** Rounds to `digits` significant digits (prices of 0.00001234 and 95123.4 alike). */
export function sig(x: number, digits = 6): number {
  if (x === 0 || !Number.isFinite(x)) return 0;
  const shift = digits - 1 - Math.floor(Math.log10(Math.abs(x)));
  // divide by an exact power of ten on both sides so the result prints as the short decimal
  return shift >= 0 ? Math.round(x * 10 ** shift) / 10 ** shift : Math.round(x / 10 ** -shift) * 10 ** -shift;
}

export function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

export function clamp(x: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, x));
}
