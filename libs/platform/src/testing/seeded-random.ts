/** Numbers in [0, 1) from a seed (mulberry32): the same sequence on every run, so a failure replays. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, chosen by `random`; undefined when there are none. */
export function pick<T>(items: readonly T[], random: Random): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}
