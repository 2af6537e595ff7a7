import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalStorageDriver } from './local-storage.driver';
import { InvalidStorageKeyError } from './storage-key';

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

describe('LocalStorageDriver', () => {
  let sandbox: string;
  let root: string;
  let storage: LocalStorageDriver;

  beforeEach(async () => {
    sandbox = await mkdtemp(path.join(os.tmpdir(), 'local-storage-'));
    root = path.join(sandbox, 'storage');
    storage = new LocalStorageDriver(root);
  });

  afterEach(async () => {
    await rm(sandbox, { recursive: true, force: true });
  });

  describe('put', () => {
    it('writes a buffer under <root>/<area>/<key> and describes it', async () => {
      const before = Date.now();
      const info = await storage.put('originals', 'users/1/notes.pdf', Buffer.from('%PDF-1.7 hello'));
      expect(info).toEqual({
        key: 'users/1/notes.pdf',
        size: 14,
        contentType: 'application/pdf',
        // fs.stat makes its Date outside Jest's realm, so expect.any(Date) cannot recognise it.
        updatedAt: expect.anything(),
      });
      expect(info.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(info.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      await expect(readFile(path.join(root, 'originals', 'users', '1', 'notes.pdf'), 'utf8')).resolves.toBe(
        '%PDF-1.7 hello',
      );
    });

    it('writes a stream', async () => {
      const info = await storage.put('converted', 'a/b.txt', Readable.from(['one ', 'two ', 'three']));
      expect(info.size).toBe(13);
      await expect(readFile(path.join(root, 'converted', 'a', 'b.txt'), 'utf8')).resolves.toBe('one two three');
    });

    it('reports the content type it was given', async () => {
      const info = await storage.put('assets', 'logo', Buffer.from('<svg/>'), 'image/svg+xml');
      expect(info.contentType).toBe('image/svg+xml');
    });

    it('replaces an existing object', async () => {
      await storage.put('avatars', 'u1.png', Buffer.from('old old old'));
      const info = await storage.put('avatars', 'u1.png', Buffer.from('new'));
      expect(info.size).toBe(3);
      await expect(readFile(path.join(root, 'avatars', 'u1.png'), 'utf8')).resolves.toBe('new');
    });

    it('keeps areas apart', async () => {
      await storage.put('avatars', 'same.png', Buffer.from('avatar'));
      await storage.put('cover-images', 'same.png', Buffer.from('cover'));
      await expect(text((await storage.get('avatars', 'same.png'))!.body)).resolves.toBe('avatar');
      await expect(text((await storage.get('cover-images', 'same.png'))!.body)).resolves.toBe('cover');
    });
  });

  describe('atomic writes', () => {
    it('leaves no .partial file behind after a write', async () => {
      await storage.put('originals', 'a/b/c.pdf', Buffer.from('x'));
      await storage.put('originals', 'a/b/c.pdf', Readable.from(['y', 'z']));
      expect(await filesUnder(root)).toEqual([path.join('originals', 'a', 'b', 'c.pdf')]);
    });

    it('shows nothing until the write completes', async () => {
      const body = new PassThrough();
      const writing = storage.put('originals', 'big.pdf', body);
      body.write('first half, ');
      await new Promise((resolve) => setTimeout(resolve, 20));

      await expect(storage.head('originals', 'big.pdf')).resolves.toBeUndefined();
      await expect(storage.get('originals', 'big.pdf')).resolves.toBeUndefined();
      await expect(storage.list('originals', '')).resolves.toEqual([]);
      const inFlight = await filesUnder(path.join(root, 'originals'));
      expect(inFlight).toHaveLength(1);
      expect(inFlight[0]).not.toBe('big.pdf');

      body.end('second half');
      await expect(writing).resolves.toMatchObject({ key: 'big.pdf', size: 23 });
      expect(await filesUnder(path.join(root, 'originals'))).toEqual(['big.pdf']);
    });

    it('keeps the previous version and removes the temporary file when a write fails', async () => {
      await storage.put('originals', 'doc.pdf', Buffer.from('version 1'));
      const failing = new Readable({
        read() {
          this.push('half of version 2');
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('originals', 'doc.pdf', failing)).rejects.toThrow('client went away');
      await expect(readFile(path.join(root, 'originals', 'doc.pdf'), 'utf8')).resolves.toBe('version 1');
      expect(await filesUnder(path.join(root, 'originals'))).toEqual(['doc.pdf']);
    });

    it('creates nothing when a first write fails', async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('aborted'));
        },
      });
      await expect(storage.put('originals', 'new/doc.pdf', failing)).rejects.toThrow('aborted');
      await expect(storage.head('originals', 'new/doc.pdf')).resolves.toBeUndefined();
      expect(await filesUnder(root)).toEqual([]);
    });
  });

  describe('get and head', () => {
    it('reads back what was written', async () => {
      await storage.put('document-previews', 'd1/page-1.webp', Buffer.from('webp-bytes'));
      const object = await storage.get('document-previews', 'd1/page-1.webp');
      expect(object).toMatchObject({ key: 'd1/page-1.webp', size: 10, contentType: 'image/webp' });
      await expect(text(object!.body)).resolves.toBe('webp-bytes');
    });

    it('describes an object without reading it', async () => {
      await storage.put('assets', 'fonts/inter.json', Buffer.from('{"a":1}'));
      await expect(storage.head('assets', 'fonts/inter.json')).resolves.toMatchObject({
        key: 'fonts/inter.json',
        size: 7,
        contentType: 'application/json',
      });
    });

    it('returns undefined for a missing object', async () => {
      await expect(storage.get('assets', 'missing.png')).resolves.toBeUndefined();
      await expect(storage.head('assets', 'missing.png')).resolves.toBeUndefined();
      await expect(storage.head('assets', 'no/such/folder/file.png')).resolves.toBeUndefined();
    });

    it('returns undefined for a folder', async () => {
      await storage.put('assets', 'folder/file.txt', Buffer.from('x'));
      await expect(storage.head('assets', 'folder')).resolves.toBeUndefined();
      await expect(storage.get('assets', 'folder')).resolves.toBeUndefined();
    });
  });

  describe('delete', () => {
    it('removes an object', async () => {
      await storage.put('avatars', 'u1.png', Buffer.from('x'));
      await storage.delete('avatars', 'u1.png');
      await expect(storage.head('avatars', 'u1.png')).resolves.toBeUndefined();
    });

    it('is a no-op for a missing object', async () => {
      await expect(storage.delete('avatars', 'never-was.png')).resolves.toBeUndefined();
    });

    it('leaves other objects alone', async () => {
      await storage.put('avatars', 'u1.png', Buffer.from('1'));
      await storage.put('avatars', 'u1.png.bak', Buffer.from('2'));
      await storage.delete('avatars', 'u1.png');
      await expect(storage.head('avatars', 'u1.png.bak')).resolves.toMatchObject({ size: 1 });
    });
  });

  describe('list', () => {
    const keys = ['a/b', 'a/bc/d.txt', 'a/b/e.txt', 'a/b/f.txt', 'a/c.txt', 'ab.txt', 'z.txt', 'b.txt'];

    beforeEach(async () => {
      // A key cannot be both an object and a folder here, so "a/b" is only a folder.
      for (const key of keys.filter((k) => k !== 'a/b')) await storage.put('converted', key, Buffer.from(key));
    });

    const keysOf = async (prefix: string, options?: { limit?: number; offset?: number }) =>
      (await storage.list('converted', prefix, options)).map((info) => info.key);

    it('lists the whole area, names ascending', async () => {
      await expect(keysOf('')).resolves.toEqual([
        'a/b/e.txt',
        'a/b/f.txt',
        'a/bc/d.txt',
        'a/c.txt',
        'ab.txt',
        'b.txt',
        'z.txt',
      ]);
    });

    it('lists a folder when the prefix ends with a slash', async () => {
      await expect(keysOf('a/b/')).resolves.toEqual(['a/b/e.txt', 'a/b/f.txt']);
      await expect(keysOf('a/')).resolves.toEqual(['a/b/e.txt', 'a/b/f.txt', 'a/bc/d.txt', 'a/c.txt']);
    });

    it('matches keys by string prefix otherwise, like S3', async () => {
      await expect(keysOf('a/b')).resolves.toEqual(['a/b/e.txt', 'a/b/f.txt', 'a/bc/d.txt']);
      await expect(keysOf('a')).resolves.toEqual(['a/b/e.txt', 'a/b/f.txt', 'a/bc/d.txt', 'a/c.txt', 'ab.txt']);
      await expect(keysOf('a/c')).resolves.toEqual(['a/c.txt']);
    });

    it('matches a whole key', async () => {
      await expect(keysOf('a/c.txt')).resolves.toEqual(['a/c.txt']);
    });

    it('returns nothing for a prefix that matches nothing', async () => {
      await expect(keysOf('nothing/')).resolves.toEqual([]);
      await expect(keysOf('q')).resolves.toEqual([]);
      await expect(keysOf('a/c.txt/')).resolves.toEqual([]);
      await expect(storage.list('avatars', '')).resolves.toEqual([]);
    });

    it('describes each object', async () => {
      const [first] = await storage.list('converted', 'a/c');
      expect(first).toEqual({
        key: 'a/c.txt',
        size: 'a/c.txt'.length,
        contentType: 'text/plain; charset=utf-8',
        updatedAt: expect.anything(),
      });
      expect(Number.isFinite(first?.updatedAt.getTime())).toBe(true);
    });

    it('pages with limit and offset', async () => {
      await expect(keysOf('', { limit: 3 })).resolves.toEqual(['a/b/e.txt', 'a/b/f.txt', 'a/bc/d.txt']);
      await expect(keysOf('', { limit: 3, offset: 3 })).resolves.toEqual(['a/c.txt', 'ab.txt', 'b.txt']);
      await expect(keysOf('', { limit: 3, offset: 6 })).resolves.toEqual(['z.txt']);
      await expect(keysOf('', { offset: 7 })).resolves.toEqual([]);
    });

    it('returns at most 100 objects by default', async () => {
      for (let i = 0; i < 105; i += 1) {
        await storage.put('assets', `many/${String(i).padStart(3, '0')}.txt`, Buffer.from('x'));
      }
      const page = await storage.list('assets', 'many/');
      expect(page).toHaveLength(100);
      expect(page[0]?.key).toBe('many/000.txt');
      expect(page[99]?.key).toBe('many/099.txt');
    });

    it('refuses an invalid prefix', async () => {
      await expect(storage.list('converted', '../')).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.list('converted', 'a/../../')).rejects.toThrow(InvalidStorageKeyError);
    });
  });

  describe('path traversal', () => {
    const attacks = [
      '../escaped.txt',
      'a/../../escaped.txt',
      '/tmp/escaped.txt',
      '..\\escaped.txt',
      '.hidden',
      'a/./b',
    ];

    it.each(attacks)('refuses the key %j on every operation', async (key) => {
      await expect(storage.put('avatars', key, Buffer.from('pwned'))).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get('avatars', key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.head('avatars', key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete('avatars', key)).rejects.toThrow(InvalidStorageKeyError);
    });

    it('writes nothing outside its root', async () => {
      for (const key of attacks) await storage.put('avatars', key, Buffer.from('pwned')).catch(() => undefined);
      expect(existsSync(path.join(sandbox, 'escaped.txt'))).toBe(false);
      expect(existsSync(path.join(root, 'escaped.txt'))).toBe(false);
      expect(await filesUnder(sandbox)).toEqual([]);
    });

    it('cannot read a file next to its area', async () => {
      await writeFile(path.join(sandbox, 'secret.txt'), 'secret');
      await expect(storage.get('avatars', '../../secret.txt')).rejects.toThrow(InvalidStorageKeyError);
    });
  });

  describe('check', () => {
    it('creates the root when it is missing', async () => {
      expect(existsSync(root)).toBe(false);
      await storage.check();
      expect(existsSync(root)).toBe(true);
    });

    it('fails when the root cannot be created', async () => {
      await writeFile(path.join(sandbox, 'a-file'), 'x');
      await expect(new LocalStorageDriver(path.join(sandbox, 'a-file', 'storage')).check()).rejects.toThrow();
    });
  });
});
