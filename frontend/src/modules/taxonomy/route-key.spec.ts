import { routeKeyOf } from './route-key';

describe('routeKeyOf', () => {
  it('accepts slugs as the slug rule makes them, accents and punctuation included', () => {
    expect(routeKeyOf('university-of-nairobi')).toBe('university-of-nairobi');
    expect(routeKeyOf('université-de-montréal')).toBe('université-de-montréal');
    expect(routeKeyOf('university-of-california,-berkeley')).toBe('university-of-california,-berkeley');
    expect(routeKeyOf('6f1d2c7e-3b8a-4c1e-9d2f-0a1b2c3d4e5f')).toBe('6f1d2c7e-3b8a-4c1e-9d2f-0a1b2c3d4e5f');
  });

  it('decodes a segment that is still percent-encoded, once', () => {
    expect(routeKeyOf('universit%C3%A9-de-montr%C3%A9al')).toBe('université-de-montréal');
    expect(routeKeyOf('100%25-pure')).toBe('100%-pure');
  });

  it('keeps a malformed escape as literal text', () => {
    expect(routeKeyOf('50%-off')).toBe('50%-off');
    expect(routeKeyOf('bad%E0%A4')).toBe('bad%E0%A4');
  });

  it('refuses keys that cannot be a slug: the invalid university slug case', () => {
    for (const bad of ['', '   ', 'two words', 'a%20b', 'a%2Fb', 'a\\b', 'tab\there', 'x'.repeat(201), 'nul%00']) {
      expect(routeKeyOf(bad)).toBeNull();
    }
  });
});
