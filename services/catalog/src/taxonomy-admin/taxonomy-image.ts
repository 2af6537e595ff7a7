import sharp from 'sharp';

/** Formats a browser shows and sharp decodes; SVG (scripts), TIFF, HEIC and anything else are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** A logo or cover never needs more; bounds what a small file may decode to. */
export const TAXONOMY_IMAGE_MAX_PIXELS = 25_000_000;

/** How each kind of picture is stored: fitted inside these bounds, never enlarged or cropped. */
export const IMAGE_BOUNDS = {
  logo: { width: 512, height: 512 },
  cover: { width: 600, height: 900 },
} as const;
export type TaxonomyImageKind = keyof typeof IMAGE_BOUNDS;

export type ImageVerdict = 'ok' | 'not-an-image' | 'too-many-pixels';

/**
 * Judges the file by its own bytes (the header only; nothing is decoded), never by its name or
 * declared type.
 */
export async function judgeImage(bytes: Buffer): Promise<ImageVerdict> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'not-an-image';
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return 'not-an-image';
  }
  return metadata.width * metadata.height > TAXONOMY_IMAGE_MAX_PIXELS ? 'too-many-pixels' : 'ok';
}

/**
 * The picture as stored: upright from its EXIF orientation, fitted inside the kind's bounds, WebP,
 * without metadata; an animation keeps its first frame. The only file of the taxonomy that
 * imports sharp.
 */
export function encodeImage(bytes: Buffer, kind: TaxonomyImageKind): Promise<Buffer> {
  const bounds = IMAGE_BOUNDS[kind];
  return sharp(bytes, { limitInputPixels: TAXONOMY_IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(bounds.width, bounds.height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
}
