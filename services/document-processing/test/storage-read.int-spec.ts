import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createObjectStorage, type ObjectStorage } from '@studyhub/platform';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import { documentProcessingService } from '../src/service';

jest.setTimeout(30_000);

/** fetch() resolves dot segments itself; attacks must reach the server byte for byte. */
function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /storage/{area}/{path}', () => {
  let dataDir: string;
  let storage: ObjectStorage;
  let service: TestService;
  const avatarKey = '0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11/5f1d2c3b.webp';
  const avatarBytes = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 not really an image but bytes', 'latin1');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storage-read-'));
    // The same factory auth uses to write avatars: what it writes is what this route reads.
    storage = createObjectStorage({ DATA_DIR: dataDir });
    await storage.put('avatars', avatarKey, avatarBytes);
    await storage.put('cover-images', 'd1/cover.png', Buffer.from('png'));
    await storage.put('document-previews', 'd1/page-1.webp', Buffer.from('preview'));
    await storage.put('assets', 'video/promo.mp4', Buffer.from('mp4 bytes'));
    await storage.put('assets', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    await storage.put('originals', 'd1/thesis.pdf', Buffer.from('%PDF-1.7 private'));
    await storage.put('converted', 'd1/thesis.pdf', Buffer.from('%PDF-1.7 private'));
    service = await startTestService(documentProcessingService, { env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${service.baseUrl}${urlPath}`, { headers });

  it('serves an avatar to anyone with its type, an hour of caching and an entity tag', async () => {
    const response = await get(`/storage/avatars/${avatarKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('content-length')).toBe(String(avatarBytes.length));
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(avatarBytes)).toBe(true);
  });

  it('answers 304 without a body when the entity tag still matches', async () => {
    const first = await get(`/storage/avatars/${avatarKey}`);
    const entityTag = first.headers.get('etag')!;
    await first.arrayBuffer();

    for (const ifNoneMatch of [entityTag, `W/${entityTag}`, `"stale", ${entityTag}`]) {
      const cached = await get(`/storage/avatars/${avatarKey}`, { 'if-none-match': ifNoneMatch });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(entityTag);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await cached.text()).toBe('');
    }

    const stale = await get(`/storage/avatars/${avatarKey}`, { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(avatarBytes)).toBe(true);
  });

  it('gives a replaced file a new entity tag', async () => {
    const key = 'replaced/logo.png';
    await storage.put('assets', key, Buffer.from('version one'));
    const before = await get(`/storage/assets/${key}`);
    await before.arrayBuffer();
    await storage.put('assets', key, Buffer.from('version two, longer'));
    const after = await get(`/storage/assets/${key}`, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('version two, longer');
  });

  it.each([
    ['cover-images', 'd1/cover.png', 'image/png', 'png'],
    ['document-previews', 'd1/page-1.webp', 'image/webp', 'preview'],
    ['assets', 'video/promo.mp4', 'video/mp4', 'mp4 bytes'],
  ])('serves the public area %s', async (area, key, contentType, body) => {
    const response = await get(`/storage/${area}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(await response.text()).toBe(body);
  });

  it('sandboxes a file opened directly, so an SVG cannot run scripts', async () => {
    const response = await get('/storage/assets/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each(['originals', 'converted'])(
    'never serves the private area %s, as if the file did not exist',
    async (area) => {
      const response = await get(`/storage/${area}/d1/thesis.pdf`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
      expect(JSON.stringify(body)).not.toContain('PDF');
    },
  );

  it('answers 404 for an unknown area, a missing file and a folder', async () => {
    for (const urlPath of [
      '/storage/secrets/d1/thesis.pdf',
      '/storage/avatars/0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11/missing.webp',
      '/storage/avatars/0b7f3f3e-7d7e-4f61-9d43-9b0f0f6f2a11',
      '/storage/avatars/',
    ]) {
      const response = await get(urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
      await response.arrayBuffer();
    }
  });

  it.each([
    '/storage/avatars/../originals/d1/thesis.pdf',
    '/storage/avatars/%2e%2e/originals/d1/thesis.pdf',
    '/storage/avatars/..%2foriginals%2fd1%2fthesis.pdf',
    '/storage/avatars/..%5coriginals%5cd1%5cthesis.pdf',
    '/storage/avatars/.hidden',
    '/storage/avatars/%2fetc%2fpasswd',
    '/storage/cover-images/d1/./cover.png',
  ])('refuses the traversal %s', async (rawPath) => {
    const response = await rawGet(service.baseUrl, rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('private');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${service.baseUrl}/storage/avatars/${avatarKey}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(avatarBytes.length));
    expect(await response.text()).toBe('');
  });
});
