/**
 * The first `k` of `count` items (numbered 0 .. count - 1) in `compare` order, sorted: a bounded
 * heap keeps the k best seen so far, so a page of 10 out of 50,000 matches costs 50,000 cheap
 * comparisons instead of a full sort.
 */
export function topK(count: number, k: number, compare: (a: number, b: number) => number): number[] {
  const size = Math.min(k, count);
  if (size <= 0) return [];
  if (size * 4 >= count) {
    return Array.from({ length: count }, (_, i) => i)
      .sort(compare)
      .slice(0, size);
  }
  // A max-heap on `compare`: the root is the worst of the best `size`.
  const heap = new Int32Array(size);
  let filled = 0;
  const siftDown = (start: number) => {
    let at = start;
    const item = heap[at]!;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= filled) break;
      const right = left + 1;
      let child = left;
      if (right < filled && compare(heap[right]!, heap[left]!) > 0) child = right;
      if (compare(heap[child]!, item) <= 0) break;
      heap[at] = heap[child]!;
      at = child;
    }
    heap[at] = item;
  };
  for (let item = 0; item < count; item += 1) {
    if (filled < size) {
      let at = filled;
      filled += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[parent]!, item) >= 0) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = item;
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return Array.from(heap).sort(compare);
}
