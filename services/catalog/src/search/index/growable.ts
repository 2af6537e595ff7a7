type TypedArray = Int32Array | Uint8Array | Uint16Array | Float32Array | Float64Array;

/** A copy of `array` with room for at least `minLength` entries (capacity doubles, so appends stay cheap). */
export function grown<T extends TypedArray>(array: T, minLength: number): T {
  if (array.length >= minLength) return array;
  const constructor = array.constructor as new (length: number) => T;
  const copy = new constructor(Math.max(minLength, array.length * 2, 16));
  copy.set(array);
  return copy;
}

/** An append-only list of int32 values in one typed array. */
export class Int32List {
  private values: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.values = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.values.length) this.values = grown(this.values, this.length + 1);
    this.values[this.length] = value;
    this.length += 1;
  }

  at(index: number): number {
    return this.values[index]!;
  }

  /** The values, trimmed to the length (a copy). */
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
