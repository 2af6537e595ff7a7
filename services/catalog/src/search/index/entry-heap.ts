/** Is `value` in the ascending `sorted`? */
export function binaryIncludes(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A min-heap of list numbers keyed by each list's current entry. */
export class EntryHeap {
  private readonly items: Int32Array;
  size = 0;

  constructor(
    capacity: number,
    private readonly keyOf: (list: number) => number,
  ) {
    this.items = new Int32Array(capacity);
  }

  push(list: number): void {
    let at = this.size;
    this.size += 1;
    const key = this.keyOf(list);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const parentList = this.items[parent]!;
      if (this.keyOf(parentList) <= key) break;
      this.items[at] = parentList;
      at = parent;
    }
    this.items[at] = list;
  }

  pop(): number {
    const top = this.items[0]!;
    this.size -= 1;
    if (this.size === 0) return top;
    const last = this.items[this.size]!;
    const key = this.keyOf(last);
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      let child = left;
      if (right < this.size && this.keyOf(this.items[right]!) < this.keyOf(this.items[left]!)) child = right;
      if (this.keyOf(this.items[child]!) >= key) break;
      this.items[at] = this.items[child]!;
      at = child;
    }
    this.items[at] = last;
    return top;
  }
}
