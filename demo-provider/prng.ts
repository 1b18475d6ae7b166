// Deterministic randomness for the seeded content and the failRate switch: the same seed must give
// the same records, images and failures on every machine, which Math.random cannot promise.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` lowercase hex digits. */
  hex(length: number): string;
}

/** mulberry32: tiny, fast and good enough for fake content; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so a path or a label can seed its own stream independently of call order elsewhere. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals) => {
      const scale = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * scale) / scale;
    },
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    hex: (length) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, length);
    },
  };
}
