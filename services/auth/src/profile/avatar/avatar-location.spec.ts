import { avatarKeyOf, avatarUrlOf, newAvatarKey } from './avatar-location';

const USER = '7b0c8f0e-2f55-4a8e-9d4e-0f6a5b1c2d3e';
const OTHER = '0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11';

describe('avatar location', () => {
  it('gives every upload a new WebP name in the user folder', () => {
    const first = newAvatarKey(USER);
    expect(first).toMatch(new RegExp(`^${USER}/[0-9a-f]{32}\\.webp$`));
    expect(newAvatarKey(USER)).not.toBe(first);
  });

  it('serves it through the public storage route', () => {
    expect(avatarUrlOf(`${USER}/abc.webp`)).toBe(`/api/storage/avatars/${USER}/abc.webp`);
  });

  it('finds the key of our own avatar URL again', () => {
    const key = newAvatarKey(USER);
    expect(avatarKeyOf(avatarUrlOf(key), USER)).toBe(key);
  });

  it.each([
    [null],
    ['https://lh3.googleusercontent.com/a/photo.jpg'],
    [`/api/storage/avatars/${OTHER}/abc.webp`],
    [`/api/storage/avatars/${USER}`],
    [`/api/storage/avatars/${USER}/nested/abc.webp`],
    [`/api/storage/cover-images/${USER}/abc.webp`],
  ])('never points at a file it does not own: %s', (url) => {
    expect(avatarKeyOf(url, USER)).toBeUndefined();
  });
});
