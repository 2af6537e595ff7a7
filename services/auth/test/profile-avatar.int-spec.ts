import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { localStorageRoot } from '@studyhub/platform';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '../src/users/avatar-limits';

jest.setTimeout(60_000);

interface AvatarAnswer {
  data?: { user: { id: string; avatar_url: string | null } };
  error?: { code: string; message: string; fields?: Record<string, string[]> };
}

/** A picture whose halves tell which way is up: red on the left, blue on the right. */
function halvesImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      if (x < width / 2) pixels[offset] = 255;
      else pixels[offset + 2] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 3;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

describe('POST /auth/avatar', () => {
  let dataDir: string;
  let avatarsDir: string;
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-avatar-'));
    avatarsDir = path.join(localStorageRoot(dataDir), 'avatars');
    tokens = await createTestTokenIssuer();
    service = await startTestService(authService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let sequence = 0;
  async function createUser() {
    sequence += 1;
    const email = `avatar-${sequence}-${Date.now()}@example.org`;
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name) VALUES ($1, $2) RETURNING id`,
      [email, `Avatar Tester ${sequence}`],
    );
    return { id: row!.id, token: await tokens.sign({ userId: row!.id, email }) };
  }

  async function upload(
    token: string | undefined,
    bytes: Buffer,
    fileName: string,
    type: string,
    field = 'file',
  ): Promise<{ status: number; body: AvatarAnswer }> {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), fileName);
    const response = await fetch(`${service.baseUrl}/auth/avatar`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as AvatarAnswer };
  }

  /** What the avatar URL names on disk: document-processing serves `/api/storage/avatars/<key>` from here. */
  function fileOf(avatarUrl: string): string {
    expect(avatarUrl.startsWith('/api/storage/avatars/')).toBe(true);
    return path.join(avatarsDir, ...avatarUrl.slice('/api/storage/avatars/'.length).split('/'));
  }

  async function filesOf(userId: string): Promise<string[]> {
    const folder = path.join(avatarsDir, userId);
    return existsSync(folder) ? (await readdir(folder)).sort() : [];
  }

  it('re-encodes a PNG to a 512 × 512 WebP in the user folder, points the profile at it and announces it', async () => {
    const user = await createUser();
    const png = await halvesImage(900, 600).png().toBuffer();
    const { status, body } = await upload(user.token, png, 'me.png', 'image/png');
    expect(status).toBe(200);
    const avatarUrl = body.data!.user.avatar_url!;
    expect(body.data!.user.id).toBe(user.id);
    expect(avatarUrl).toMatch(new RegExp(`^/api/storage/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));

    const stored = await readFile(fileOf(avatarUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const [row] = await service.kernel.dataSource.query<{ avatar_url: string }[]>(
      'SELECT avatar_url FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.avatar_url).toBe(avatarUrl);
    const events = await service.kernel.dataSource.query<{ envelope: { data: Record<string, unknown> } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = 'user.profile-updated.v1' AND envelope->'data'->>'userId' = $1`,
      [user.id],
    );
    expect(events.map((event) => event.envelope.data)).toEqual([expect.objectContaining({ avatarUrl })]);
  });

  it('turns a JPEG upright from its EXIF orientation and strips its metadata', async () => {
    const user = await createUser();
    // Stored sideways (red left, blue right) with orientation 6: upright, red is on top.
    const jpeg = await halvesImage(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Co', Artist: 'Amara' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const { status, body } = await upload(user.token, jpeg, 'holiday.jpg', 'image/jpeg');
    expect(status).toBe(200);
    const stored = await readFile(fileOf(body.data!.user.avatar_url!));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Co'))).toBe(false);

    const [topR, , topB] = await pixelAt(stored, 256, 20);
    const [bottomR, , bottomB] = await pixelAt(stored, 256, 490);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it.each([
    ['WebP', (image: sharp.Sharp) => image.webp(), 'image/webp'],
    ['GIF', (image: sharp.Sharp) => image.gif(), 'image/gif'],
    ['AVIF', (image: sharp.Sharp) => image.avif(), 'image/avif'],
  ])('takes a %s', async (_name, encode, type) => {
    const user = await createUser();
    const bytes = await encode(halvesImage(300, 300)).toBuffer();
    const { status, body } = await upload(user.token, bytes, 'avatar', type);
    expect(status).toBe(200);
    const metadata = await sharp(await readFile(fileOf(body.data!.user.avatar_url!))).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('removes the previous avatar file once the new one is saved', async () => {
    const user = await createUser();
    const first = await upload(user.token, await halvesImage(300, 300).png().toBuffer(), 'a.png', 'image/png');
    const firstFile = fileOf(first.body.data!.user.avatar_url!);
    expect(existsSync(firstFile)).toBe(true);

    const second = await upload(user.token, await halvesImage(400, 300).jpeg().toBuffer(), 'b.jpg', 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.body.data!.user.avatar_url).not.toBe(first.body.data!.user.avatar_url);
    expect(existsSync(firstFile)).toBe(false);
    expect(await filesOf(user.id)).toEqual([path.basename(fileOf(second.body.data!.user.avatar_url!))]);
  });

  it('leaves a picture hosted elsewhere alone when replacing it', async () => {
    const user = await createUser();
    await service.kernel.dataSource.query(`UPDATE users SET avatar_url = $2 WHERE id = $1`, [
      user.id,
      'https://lh3.googleusercontent.com/a/photo.jpg',
    ]);
    const { status } = await upload(user.token, await halvesImage(300, 300).png().toBuffer(), 'a.png', 'image/png');
    expect(status).toBe(200);
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const user = await createUser();
    const { status, body } = await upload(
      user.token,
      Buffer.from('not a picture at all\n'.repeat(50)),
      'cat.png',
      'image/png',
    );
    expect(status).toBe(415);
    expect(body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please choose an image file.' });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), 'image/png'],
  ])('refuses %s with 415', async (_name, bytes, type) => {
    const user = await createUser();
    const { status, body } = await upload(user.token, bytes, 'avatar.png', type);
    expect(status).toBe(415);
    expect(body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a TIFF, an image format browsers do not show', async () => {
    const user = await createUser();
    const tiff = await halvesImage(100, 100).tiff().toBuffer();
    expect((await upload(user.token, tiff, 'scan.png', 'image/png')).status).toBe(415);
  });

  it('refuses a file over the size limit with 413 and a clear message', async () => {
    const user = await createUser();
    const { status, body } = await upload(user.token, Buffer.alloc(AVATAR_MAX_BYTES + 1, 7), 'big.png', 'image/png');
    expect(status).toBe(413);
    expect(body.error).toMatchObject({
      code: 'AVATAR_TOO_LARGE',
      message: 'The image is too large. Please choose one of at most 5 MB.',
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('refuses a small file that would decode to more pixels than allowed', async () => {
    const user = await createUser();
    const width = 10_000;
    const height = Math.ceil(AVATAR_MAX_PIXELS / width) + 1;
    const bomb = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);

    const { status, body } = await upload(user.token, bomb, 'tiny.png', 'image/png');
    expect(status).toBe(413);
    expect(body.error).toMatchObject({
      code: 'AVATAR_TOO_MANY_PIXELS',
      message: 'The image has too many pixels. Please choose one of at most 40 megapixels.',
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('asks for the file when the form has no `file` field', async () => {
    const user = await createUser();
    const png = await halvesImage(100, 100).png().toBuffer();
    const { status, body } = await upload(user.token, png, 'a.png', 'image/png', 'picture');
    expect(status).toBe(400);
    expect(body.error?.fields).toEqual({ file: ['Please choose an image file.'] });

    const notMultipart = await fetch(`${service.baseUrl}/auth/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: png,
    });
    expect(notMultipart.status).toBe(415);
  });

  it('refuses anonymous uploads', async () => {
    const png = await halvesImage(100, 100).png().toBuffer();
    expect((await upload(undefined, png, 'a.png', 'image/png')).status).toBe(401);
  });

  it('removes the new file when the account is gone before the profile is saved', async () => {
    const user = await createUser();
    await service.kernel.dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
    const { status } = await upload(user.token, await halvesImage(100, 100).png().toBuffer(), 'a.png', 'image/png');
    expect(status).toBe(401);
    expect(await filesOf(user.id)).toEqual([]);
  });
});
