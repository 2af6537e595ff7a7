import sharp from 'sharp';

/** Side of the square avatar every upload becomes. */
export const AVATAR_SIZE = 512;

/** What the file's own bytes say it is; read from the header, nothing is decoded. */
export interface ImageProbe {
  /** sharp's name of the container: jpeg, png, webp, gif, heif, svg, tiff... */
  format: string;
  /** For heif containers: av1 (AVIF) or hevc (HEIC). */
  compression: string | undefined;
  width: number;
  height: number;
}

/** The only file that imports sharp: reading and re-encoding avatar images. */
export async function probeImage(bytes: Buffer): Promise<ImageProbe | undefined> {
  try {
    // No pixel limit while probing: only the header is read, and the caller judges the size.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!metadata.format || !metadata.width || !metadata.height) return undefined;
    return {
      format: metadata.format,
      compression: metadata.compression,
      width: metadata.width,
      height: metadata.height,
    };
  } catch {
    return undefined;
  }
}

/**
 * The avatar as stored: turned upright from its EXIF orientation, cropped to a 512 px square around
 * the centre, in sRGB, WebP, and without any metadata (sharp keeps none unless asked: no GPS, no
 * camera serial). Animated images keep their first frame. `maxPixels` bounds what sharp will decode
 * whatever the header claimed.
 */
export async function encodeAvatar(bytes: Buffer, maxPixels: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
