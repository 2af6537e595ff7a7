/**
 * What a browser's user agent says about the device, shared by auth (sign-in history) and
 * notifications (new-device alerts) so both call the same sign-in "from a new device".
 */

/**
 * The browser's description with version numbers taken out, so a browser update is not a new
 * device while another browser or system is. An absent description counts as one device of its own.
 */
export function deviceKeyOf(userAgent: string | null): string {
  const normalised = (userAgent ?? '')
    .toLowerCase()
    .replace(/\d+([._]\d+)*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return normalised || 'unknown';
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

/**
 * An address cut to its network for the back office: IPv4 keeps three parts (`203.0.113.x`),
 * IPv6 the first three groups (`2001:db8:85a3::/48`). Enough to tell places apart, not people.
 */
export function ipNetworkOf(ipAddress: string | null): string | null {
  if (!ipAddress) return null;
  const address = ipAddress.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!address.includes(':')) return null;
  const [head = '', tail] = address.split('::');
  const groups = head.split(':').filter(Boolean);
  // `a::b` has fewer than three leading groups; the missing ones are zeros.
  while (groups.length < 3 && tail !== undefined) groups.push('0');
  return groups.length >= 3 ? `${groups.slice(0, 3).join(':').toLowerCase()}::/48` : null;
}
