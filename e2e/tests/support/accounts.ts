import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

/** Demo accounts the dev seed creates on every stack. */
export const DEMO = {
  admin: { email: 'admin@studyhub.local', password: 'studyhub-admin' },
  student: { email: 'student@studyhub.local', password: 'studyhub-demo' },
  seller: { email: 'seller@studyhub.local', password: 'studyhub-demo' },
} as const;

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
}

/** A fresh address per test, so parallel tests never share an account. */
export function newAccount(label = 'student'): NewAccount {
  const id = randomUUID().slice(0, 8);
  return { email: `e2e.${label}.${id}@example.org`, password: `pw-${id}-Secret`, fullName: `Ada ${label} ${id}` };
}

/** The `x-csrf-token` header a cookie-authenticated write needs, read from the context's cookies. */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'sh_csrf');
  return csrf ? { 'x-csrf-token': csrf.value } : {};
}

/** Signs the page's browser context in through the API (the cookies land in the context). */
export async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
  path = '/api/auth/login',
) {
  const response = await page.request.post(path, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function registerThroughApi(request: APIRequestContext, account: NewAccount) {
  const response = await request.post('/api/auth/register', {
    data: { email: account.email, password: account.password, full_name: account.fullName },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The confirmation link (`/auth/callback?type=email_verification&token=...`) sent to `email`. */
export async function verificationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: /confirm/i });
  return linkIn(mail, '/auth/callback');
}

/** Registers and confirms a new account through the API; the page's context ends up signed in. */
export async function createVerifiedAccount(page: Page, label?: string): Promise<NewAccount> {
  const account = newAccount(label);
  await registerThroughApi(page.request, account);
  const link = new URL(await verificationLinkFor(account.email), 'http://placeholder');
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG, built in the test so nothing is read from disk. */
export function solidPng(size = 16, rgb: [number, number, number] = [79, 70, 229]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The toast with the given title (toasts live in their own live regions). */
export function toast(page: Page, title: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: title });
}
