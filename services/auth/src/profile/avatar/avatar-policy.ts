import { AVATAR_MAX_PIXELS } from '../../users/avatar-limits';
import { ProfileErrors } from '../profile.errors';
import type { ImageProbe } from './avatar-image';

/** Formats a browser shows and sharp decodes; anything else (SVG, TIFF, HEIC, PDF) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decides from the file's bytes, never from its name or the declared type, whether it may become an
 * avatar: a known image format (JPEG, PNG, WebP, GIF, AVIF) of at most AVATAR_MAX_PIXELS, so a small
 * file that would decode to gigabytes is refused before any decoding.
 */
export function assertAcceptableAvatar(probe: ImageProbe | undefined): asserts probe is ImageProbe {
  if (!probe || !isAcceptedFormat(probe)) throw ProfileErrors.UNSUPPORTED_MEDIA_TYPE();
  if (probe.width * probe.height > AVATAR_MAX_PIXELS) throw ProfileErrors.AVATAR_TOO_MANY_PIXELS();
}

function isAcceptedFormat(probe: ImageProbe): boolean {
  if (ACCEPTED_FORMATS.has(probe.format)) return true;
  // AVIF is AV1 in a HEIF container; HEIC (HEVC) is not decoded by our sharp build.
  return probe.format === 'heif' && probe.compression === 'av1';
}
