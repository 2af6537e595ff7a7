import { grown } from './growable';

const HEX = '0123456789abcdef';

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

/**
 * Entry numbers to uuids and back, in 16 bytes per entry plus a 4-byte slot or two per entry
 * (a Map of a million strings costs ten times that). An id added again moves to its new entry.
 */
export class UuidTable {
  private bytes = new Uint8Array(16 * 1024);
  /** Open addressing: entry + 1 per slot, 0 for empty; kept at most half full. */
  private slots = new Int32Array(2048);
  private used = 0;
  private readonly scratch = new Uint8Array(16);

  /** Points `id` at `entry` (entries are numbered by the caller, densely from 0). */
  set(id: string, entry: number): void {
    if (!this.parse(id, this.scratch)) throw new Error(`not a uuid: ${id}`);
    this.bytes = grown(this.bytes, (entry + 1) * 16);
    this.bytes.set(this.scratch, entry * 16);
    const slot = this.slotOf(this.scratch);
    if (this.slots[slot] === 0) {
      this.used += 1;
      if (this.used * 2 > this.slots.length) {
        this.slots[slot] = entry + 1;
        this.rehash();
        return;
      }
    }
    this.slots[slot] = entry + 1;
  }

  /** The entry `id` points at, or -1. */
  find(id: string): number {
    if (!this.parse(id, this.scratch)) return -1;
    const value = this.slots[this.slotOf(this.scratch)]!;
    return value - 1;
  }

  /** The uuid stored for `entry`, in its canonical lower-case form. */
  idOf(entry: number): string {
    const offset = entry * 16;
    let text = '';
    for (let i = 0; i < 16; i += 1) {
      if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
      const byte = this.bytes[offset + i]!;
      text += HEX[byte >> 4]! + HEX[byte & 15]!;
    }
    return text;
  }

  private parse(id: string, into: Uint8Array): boolean {
    if (id.length !== 36) return false;
    let byte = 0;
    for (let i = 0; i < 36;) {
      if (i === 8 || i === 13 || i === 18 || i === 23) {
        if (id.charCodeAt(i) !== 45) return false;
        i += 1;
        continue;
      }
      const high = hexValue(id.charCodeAt(i));
      const low = hexValue(id.charCodeAt(i + 1));
      if (high < 0 || low < 0) return false;
      into[byte] = (high << 4) | low;
      byte += 1;
      i += 2;
    }
    return true;
  }

  /** The slot holding these bytes, or the empty slot where they would go. */
  private slotOf(key: Uint8Array): number {
    const mask = this.slots.length - 1;
    let slot = hashOf(key, 0) & mask;
    for (;;) {
      const value = this.slots[slot]!;
      if (value === 0 || this.sameBytes(value - 1, key)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private sameBytes(entry: number, key: Uint8Array): boolean {
    const offset = entry * 16;
    for (let i = 0; i < 16; i += 1) if (this.bytes[offset + i] !== key[i]) return false;
    return true;
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const mask = this.slots.length - 1;
    for (const value of old) {
      if (value === 0) continue;
      let slot = hashOf(this.bytes, (value - 1) * 16) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = value;
    }
  }
}

/** FNV-1a over the 16 bytes at `offset`. */
function hashOf(bytes: Uint8Array, offset: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < 16; i += 1) {
    hash ^= bytes[offset + i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
