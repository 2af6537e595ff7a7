import { EntryHeap, binaryIncludes } from './entry-heap';

describe('binaryIncludes', () => {
  it('finds a value in an ascending array, and only one that is there', () => {
    const sorted = Int32Array.from([2, 3, 5, 8, 13]);
    expect([2, 5, 13].map((value) => binaryIncludes(sorted, value))).toEqual([true, true, true]);
    expect([1, 4, 14].map((value) => binaryIncludes(sorted, value))).toEqual([false, false, false]);
    expect(binaryIncludes(new Int32Array(0), 1)).toBe(false);
  });
});

describe('EntryHeap', () => {
  it('pops the lists in the order of their keys', () => {
    const keys = [40, 10, 30, 20, 50];
    const heap = new EntryHeap(keys.length, (list) => keys[list]!);
    for (let list = 0; list < keys.length; list += 1) heap.push(list);
    const popped: number[] = [];
    while (heap.size > 0) popped.push(heap.pop());
    expect(popped.map((list) => keys[list])).toEqual([10, 20, 30, 40, 50]);
  });

  it('takes a list back after its key moved on, as a k-way merge does', () => {
    const lists = [
      [1, 4, 9],
      [2, 3, 10],
    ];
    const positions = [0, 0];
    const heap = new EntryHeap(2, (list) => lists[list]![positions[list]!]!);
    heap.push(0);
    heap.push(1);
    const merged: number[] = [];
    while (heap.size > 0) {
      const list = heap.pop();
      merged.push(lists[list]![positions[list]!]!);
      positions[list] = positions[list]! + 1;
      if (positions[list] < lists[list]!.length) heap.push(list);
    }
    expect(merged).toEqual([1, 2, 3, 4, 9, 10]);
  });
});
