import { InvalidStorageKeyError, contentTypeForKey, normalizeStorageKey, normalizeStoragePrefix } from './storage-key';

describe('normalizeStorageKey', () => {
  it.each([
    'avatar.png',
    'users/42/avatar.webp',
    'a/b/c/d/e.pdf',
    'Report_2024-Q1.v2.docx',
    '0',
    'a..b',
    `${'a'.repeat(200)}`,
  ])('accepts the plain key %j unchanged', (key) => {
    expect(normalizeStorageKey(key)).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['a parent segment', '../secret.txt'],
    ['a parent segment in the middle', 'users/../../etc/passwd'],
    ['a current-directory segment', 'users/./avatar.png'],
    ['a leading dot (hidden file)', '.env'],
    ['a hidden directory', 'users/.ssh/id_ed25519'],
    ['a backslash', 'users\\..\\secret'],
    ['an absolute path', '/etc/passwd'],
    ['an empty segment', 'users//avatar.png'],
    ['a trailing slash', 'users/'],
    ['a NUL byte', 'avatar.png\u0000.pdf'],
    ['a newline', 'avatar\n.png'],
    ['a space', 'my file.pdf'],
    ['a leading dash', '-rf'],
    ['non-ASCII letters', 'résumé.pdf'],
    ['a percent-encoded parent', '%2e%2e/secret'],
    ['a segment over 200 characters', 'a'.repeat(201)],
    ['over 512 characters in all', Array.from({ length: 52 }, () => 'abcdefghi').join('/')],
  ])('rejects a key with %s', (_, key) => {
    expect(() => normalizeStorageKey(key)).toThrow(InvalidStorageKeyError);
  });

  it('accepts a key of exactly 512 characters', () => {
    const key = Array.from({ length: 64 }, () => 'abcdefg').join('/') + 'x';
    expect(key).toHaveLength(512);
    expect(normalizeStorageKey(key)).toBe(key);
  });

  it('says why a key was refused, quoting a bounded part of it', () => {
    expect(() => normalizeStorageKey('a/../b')).toThrow('Invalid storage key "a/../b": bad segment ".."');
    expect(() => normalizeStorageKey('')).toThrow(/: empty$/);
    let thrown: unknown;
    try {
      normalizeStorageKey('x'.repeat(10_000));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidStorageKeyError);
    expect((thrown as Error).name).toBe('InvalidStorageKeyError');
    expect((thrown as Error).message).toMatch(/too long$/);
    expect((thrown as Error).message.length).toBeLessThan(300);
  });
});

describe('normalizeStoragePrefix', () => {
  it('treats an empty prefix or a lone slash as the whole area', () => {
    expect(normalizeStoragePrefix('')).toBe('');
    expect(normalizeStoragePrefix('/')).toBe('');
  });

  it('drops one trailing slash', () => {
    expect(normalizeStoragePrefix('users/42/')).toBe('users/42');
    expect(normalizeStoragePrefix('users/4')).toBe('users/4');
  });

  it('validates the prefix like a key', () => {
    expect(() => normalizeStoragePrefix('../')).toThrow(InvalidStorageKeyError);
    expect(() => normalizeStoragePrefix('users//')).toThrow(InvalidStorageKeyError);
  });
});

describe('contentTypeForKey', () => {
  it.each([
    ['doc.pdf', 'application/pdf'],
    ['doc.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a/b/photo.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['cover.webp', 'image/webp'],
    ['cover.avif', 'image/avif'],
    ['icon.svg', 'image/svg+xml'],
    ['clip.mp4', 'video/mp4'],
    ['notes.txt', 'text/plain; charset=utf-8'],
    ['data.json', 'application/json'],
    ['archive.tar.gz', 'application/octet-stream'],
    ['binary.exe', 'application/octet-stream'],
    ['README', 'application/octet-stream'],
  ])('gives %s the type %s', (key, type) => {
    expect(contentTypeForKey(key)).toBe(type);
  });

  it('uses only the last extension', () => {
    expect(contentTypeForKey('evil.pdf.exe')).toBe('application/octet-stream');
    expect(contentTypeForKey('thumb.exe.png')).toBe('image/png');
  });
});
