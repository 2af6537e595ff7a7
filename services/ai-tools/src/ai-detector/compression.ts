import { deflateRawSync } from 'node:zlib';

/**
 * Compressed size over raw size (raw DEFLATE at level 9, UTF-8 bytes). Text that repeats its
 * phrases and structures compresses better, so a lower ratio reads as more uniform. The ratio of a
 * short text is dominated by the format's fixed cost, which is why scores are calibrated per span
 * (a whole text, or a sentence window), never compared across them.
 */
export function compressionRatio(text: string): number {
  const raw = Buffer.from(text, 'utf8');
  if (raw.length === 0) return 1;
  return deflateRawSync(raw, { level: 9 }).length / raw.length;
}
