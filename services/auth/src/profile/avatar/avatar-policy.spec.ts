import { AppError } from '@studyhub/platform';
import { AVATAR_MAX_PIXELS } from '../../users/avatar-limits';
import type { ImageProbe } from './avatar-image';
import { assertAcceptableAvatar } from './avatar-policy';

const probe = (overrides: Partial<ImageProbe>): ImageProbe => ({
  format: 'png',
  compression: undefined,
  width: 800,
  height: 600,
  ...overrides,
});

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe('assertAcceptableAvatar', () => {
  it.each([
    ['jpeg', undefined],
    ['png', undefined],
    ['webp', undefined],
    ['gif', undefined],
    ['heif', 'av1'],
  ])('accepts %s %s', (format, compression) => {
    expect(codeOf(() => assertAcceptableAvatar(probe({ format, compression })))).toBeUndefined();
  });

  it.each([
    ['svg', undefined],
    ['tiff', undefined],
    ['heif', 'hevc'],
    ['pdf', undefined],
  ])('refuses %s %s as not an image we take', (format, compression) => {
    expect(codeOf(() => assertAcceptableAvatar(probe({ format, compression })))).toBe('415 UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses what is not an image at all', () => {
    expect(codeOf(() => assertAcceptableAvatar(undefined))).toBe('415 UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes exactly the pixel limit and refuses one row more', () => {
    const width = 8000;
    const height = Math.floor(AVATAR_MAX_PIXELS / width);
    expect(codeOf(() => assertAcceptableAvatar(probe({ width, height })))).toBeUndefined();
    expect(codeOf(() => assertAcceptableAvatar(probe({ width, height: height + 1 })))).toBe(
      '413 AVATAR_TOO_MANY_PIXELS',
    );
  });
});
