import { createHash } from 'node:crypto';

/**
 * What makes a sign-in "from a new device": the browser's description with version numbers taken
 * out, so a browser update is not a new device while another browser or system is. An absent
 * description counts as one device of its own.
 */
export function deviceFingerprint(userAgent: string | null): string {
  const normalised = (userAgent ?? '')
    .toLowerCase()
    .replace(/\d+([._]\d+)*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return createHash('sha256')
    .update(normalised || 'unknown')
    .digest('hex');
}

/** A short human description: `Firefox on Linux`, or the raw text when it is not recognised. */
export function describeDevice(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux|X11/.test(ua)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  const known = browser ?? system;
  if (known) return known;
  const cleaned = [...ua]
    .map((character) => (character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'an unknown device';
  return cleaned.length > 80 ? `${cleaned.slice(0, 77)}...` : cleaned;
}
