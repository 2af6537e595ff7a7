import { describeDevice, deviceKeyOf, ipNetworkOf } from './devices';

describe('devices', () => {
  it('treats a browser update as the same device and another browser as a new one', () => {
    const firefox130 = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
    const firefox131 = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36';
    expect(deviceKeyOf(firefox130)).toBe(deviceKeyOf(firefox131));
    expect(deviceKeyOf(firefox130)).not.toBe(deviceKeyOf(chrome));
    expect(deviceKeyOf(null)).toBe(deviceKeyOf('  '));
    expect(describeDevice(firefox131)).toBe('Firefox on Linux');
    expect(describeDevice(chrome)).toBe('Chrome on Linux');
    expect(describeDevice(null)).toBe('an unknown device');
  });

  it('cuts an address to its network', () => {
    expect(ipNetworkOf('203.0.113.77')).toBe('203.0.113.x');
    expect(ipNetworkOf('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(ipNetworkOf('2001:DB8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(ipNetworkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(ipNetworkOf('::1')).toBe('0:0:0::/48');
    expect(ipNetworkOf(null)).toBeNull();
    expect(ipNetworkOf('not an address')).toBeNull();
  });
});
