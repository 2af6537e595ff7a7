import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  InvalidStorageKeyError,
  LocalStorageDriver,
  S3StorageDriver,
  verifySignedStorageUrl,
  type ObjectStorage,
} from '../src';

jest.setTimeout(30_000);

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types; it is a local S3-compatible server for tests only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'studyhub-test';
const SECRET = 'local-signing-secret';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface DriverUnderTest {
  storage: ObjectStorage;
  /** Fetches a signed URL the way a browser would, wherever it points. */
  fetchSigned(url: string): Promise<{ status: number; body: Buffer }>;
  close(): Promise<void>;
}

async function localDriver(): Promise<DriverUnderTest> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'studyhub-local-storage-'));
  const storage = new LocalStorageDriver(root, SECRET);
  return {
    storage,
    // The storage route's check, without starting the service (its own tests cover the route).
    fetchSigned: async (url) => {
      const parsed = new URL(url, 'http://site');
      const [, , , area, ...rest] = parsed.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const verdict = verifySignedStorageUrl(SECRET, area as 'originals', key, Object.fromEntries(parsed.searchParams));
      if (verdict !== 'valid') return { status: 403, body: Buffer.alloc(0) };
      const object = await storage.get(area as 'originals', key);
      return object ? { status: 200, body: await readAll(object.body) } : { status: 404, body: Buffer.alloc(0) };
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<DriverUnderTest> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'studyhub-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const storage = new S3StorageDriver({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    fetchSigned: async (url) => {
      const response = await fetch(url);
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    },
    close: async () => {
      storage.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['the local driver', localDriver],
  ['the S3 driver (against a local S3-compatible server)', s3Driver],
])('%s', (_name, start) => {
  let driver: DriverUnderTest;
  let storage: ObjectStorage;

  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(async () => driver?.close());

  it('stores buffers and streams, and reads them back with their size and type', async () => {
    await storage.put('originals', 'doc-1/r1/original.pdf', Buffer.from('%PDF-1.7 one'));
    await storage.put('converted', 'doc-1/r1/document.pdf', Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('two')]));
    const head = await storage.head('converted', 'doc-1/r1/document.pdf');
    expect(head).toMatchObject({ key: 'doc-1/r1/document.pdf', size: 12, contentType: 'application/pdf' });
    const object = await storage.get('originals', 'doc-1/r1/original.pdf');
    expect((await readAll(object!.body)).toString()).toBe('%PDF-1.7 one');
  });

  it('answers undefined for a missing object and deletes idempotently', async () => {
    expect(await storage.head('originals', 'doc-404/r1/original.pdf')).toBeUndefined();
    expect(await storage.get('originals', 'doc-404/r1/original.pdf')).toBeUndefined();
    await storage.put('cover-images', 'doc-2/r1/cover.webp', Buffer.from('webp'));
    await storage.delete('cover-images', 'doc-2/r1/cover.webp');
    await storage.delete('cover-images', 'doc-2/r1/cover.webp');
    expect(await storage.head('cover-images', 'doc-2/r1/cover.webp')).toBeUndefined();
  });

  it('lists a folder by prefix, names ascending, paged', async () => {
    for (const name of ['c.jpg', 'a.webp', 'b.webp']) await storage.put('cover-images', `doc-3/r1/${name}`, Buffer.from(name));
    await storage.put('cover-images', 'doc-30/r1/x.webp', Buffer.from('other document'));
    const all = await storage.list('cover-images', 'doc-3/');
    expect(all.map((object) => object.key)).toEqual(['doc-3/r1/a.webp', 'doc-3/r1/b.webp', 'doc-3/r1/c.jpg']);
    const page = await storage.list('cover-images', 'doc-3/', { limit: 1, offset: 1 });
    expect(page.map((object) => object.key)).toEqual(['doc-3/r1/b.webp']);
  });

  it('refuses keys that climb out of their area', async () => {
    await expect(storage.put('originals', '../avatars/x.webp', Buffer.from('x'))).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get('originals', 'a/../../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('hands out signed URLs that serve the bytes until they expire', async () => {
    await storage.put('originals', 'doc-4/r1/original.pdf', Buffer.from('%PDF-1.7 signed'));
    const url = await storage.signedUrl('originals', 'doc-4/r1/original.pdf', { expiresInSeconds: 3600 });
    const served = await driver.fetchSigned(url);
    expect(served.status).toBe(200);
    expect(served.body.toString()).toBe('%PDF-1.7 signed');
    const shortLived = await storage.signedUrl('originals', 'doc-4/r1/original.pdf', { expiresInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await driver.fetchSigned(shortLived)).status).toBe(403);
  });

  it('answers its health check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
