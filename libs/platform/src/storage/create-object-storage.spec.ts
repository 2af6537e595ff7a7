import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createObjectStorage, localStorageRoot } from './create-object-storage';
import { StorageConfigError } from './storage-signing-secret';

describe('createObjectStorage', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'object-storage-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the areas under DATA_DIR/storage, apart from mail and logs', async () => {
    await createObjectStorage({ DATA_DIR: dataDir }).put('avatars', 'u1/a.webp', Buffer.from('x'));
    expect(localStorageRoot(dataDir)).toBe(path.join(dataDir, 'storage'));
    await expect(readFile(path.join(dataDir, 'storage', 'avatars', 'u1', 'a.webp'), 'utf8')).resolves.toBe('x');
  });

  it('lets two processes with the same DATA_DIR see the same files', async () => {
    await createObjectStorage({ DATA_DIR: dataDir }).put('assets', 'promo.mp4', Buffer.from('video'));
    await expect(createObjectStorage({ DATA_DIR: dataDir }).head('assets', 'promo.mp4')).resolves.toMatchObject({
      size: 5,
      contentType: 'video/mp4',
    });
  });

  it('lets a production process that only writes files start without a signing secret, and refuses to sign', async () => {
    const storage = createObjectStorage({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    await storage.put('avatars', 'u1/a.webp', Buffer.from('x'));
    await expect(storage.head('avatars', 'u1/a.webp')).resolves.toMatchObject({ size: 1 });
    await expect(storage.signedUrl('originals', 'd/r1/original.pdf', { expiresInSeconds: 3600 })).rejects.toThrow(
      StorageConfigError,
    );
  });

  it('signs with the configured secret in production', async () => {
    const storage = createObjectStorage({ DATA_DIR: dataDir, NODE_ENV: 'production', STORAGE_SIGNING_SECRET: 's' });
    await expect(storage.signedUrl('originals', 'd/r1/original.pdf', { expiresInSeconds: 3600 })).resolves.toMatch(
      /^\/api\/storage\/originals\/d\/r1\/original\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
  });
});
