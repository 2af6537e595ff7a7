import sharp from 'sharp';
import { PROGRAMS, runTool } from '../tools';
import { parsePpm } from './ppm';

export interface Cover {
  webp: Buffer;
  jpeg: Buffer;
  width: number;
  height: number;
}

export const DEFAULT_COVER_WIDTH = 600;

/**
 * Page 1 as the card image: poppler renders raw pixels straight to a pipe (no PNG to encode and
 * decode again), sharp encodes them once as WebP and once as a JPEG fallback, side by side. The
 * encoders are tuned for a 600-pixel card: WebP at effort 2 and baseline JPEG take a third less
 * time than sharp's defaults for files within a few per cent of the same size.
 */
export async function renderCover(pdfPath: string, options: { timeoutMs: number; width?: number }): Promise<Cover> {
  const width = options.width ?? DEFAULT_COVER_WIDTH;
  const { stdout } = await runTool(
    PROGRAMS.pdftoppm,
    ['-f', '1', '-l', '1', '-singlefile', '-scale-to-x', String(width), '-scale-to-y', '-1', pdfPath],
    { timeoutMs: options.timeoutMs },
  );
  const image = parsePpm(stdout);
  const raw = { raw: { width: image.width, height: image.height, channels: image.channels } };
  const [webp, jpeg] = await Promise.all([
    sharp(image.pixels, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(image.pixels, raw).jpeg({ quality: 82 }).toBuffer(),
  ]);
  return { webp, jpeg, width: image.width, height: image.height };
}
