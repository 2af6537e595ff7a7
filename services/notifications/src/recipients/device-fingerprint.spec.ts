import { describeDevice, deviceFingerprint } from './device-fingerprint';

const FIREFOX_140 = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const FIREFOX_141 = 'Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('device fingerprints', () => {
  it('treats a browser update as the same device and another browser as a new one', () => {
    expect(deviceFingerprint(FIREFOX_140)).toBe(deviceFingerprint(FIREFOX_141));
    expect(deviceFingerprint(FIREFOX_140)).not.toBe(deviceFingerprint(CHROME_MAC));
  });

  it('gives a missing description a fingerprint of its own', () => {
    expect(deviceFingerprint(null)).toBe(deviceFingerprint(''));
    expect(deviceFingerprint(null)).not.toBe(deviceFingerprint(FIREFOX_140));
  });

  it('describes common browsers briefly and anything else safely', () => {
    expect(describeDevice(FIREFOX_140)).toBe('Firefox on Linux');
    expect(describeDevice(CHROME_MAC)).toBe('Chrome on macOS');
    expect(describeDevice(null)).toBe('an unknown device');
    expect(describeDevice('curl/8.5\u0007')).toBe('curl/8.5');
  });
});
