import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalStorageDriver } from './local-storage.driver';

describe('LocalStorageDriver edge cases', () => {
  let root: string;
  let storage: LocalStorageDriver;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'local-storage-bug-'));
    storage = new LocalStorageDriver(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lists an object whose key ends in .partial, as it stores and heads it', async () => {
    await storage.put('converted', 'drafts/chapter.partial', Buffer.from('x'));
    await expect(storage.head('converted', 'drafts/chapter.partial')).resolves.toBeDefined();
    await expect(storage.list('converted', 'drafts/')).resolves.toHaveLength(1);
  });

  it('treats deleting a key that is only a folder as deleting a missing object', async () => {
    await storage.put('converted', 'docs/a.pdf', Buffer.from('x'));
    await expect(storage.delete('converted', 'docs')).resolves.toBeUndefined();
    await expect(storage.head('converted', 'docs/a.pdf')).resolves.toBeDefined();
  });
});
