import { AVATAR_MAX_BYTES, AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE, checkAvatarFile } from './avatar-file';

describe('checkAvatarFile', () => {
  it('accepts images up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses anything but an image', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe(AVATAR_NOT_AN_IMAGE);
    expect(checkAvatarFile({ type: '', size: 10 })).toBe(AVATAR_NOT_AN_IMAGE);
  });

  it('refuses a picture over 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(AVATAR_TOO_LARGE);
  });
});
