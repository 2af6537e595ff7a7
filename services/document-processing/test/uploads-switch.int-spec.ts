import { randomUUID } from 'node:crypto';
import {
  UPLOADS_CLOSED_MESSAGE,
  type ApiError,
  type DocumentSettings,
  type SettingsHistoryEntry,
  type SettingsSnapshot,
} from '@studyhub/contracts';
import { UploadsSwitchAnnouncer } from '../src/settings/uploads-switch-announcer';
import { makePdf } from './fixtures/pdf-files';
import { ProcessingStack } from './support/processing-stack';

jest.setTimeout(120_000);

/** The uploads switch (documents settings, ADR 0032): closed means no new files, said clearly. */
describe('closing and reopening uploads', () => {
  let stack: ProcessingStack;
  const admin = { userId: randomUUID(), role: 'admin' as const, email: 'admin@studyhub.local' };

  beforeAll(async () => {
    stack = await ProcessingStack.start();
  });
  afterAll(async () => stack?.close());

  async function call<T>(
    method: 'GET' | 'PUT',
    path: string,
    caller?: { userId: string; role: 'user' | 'admin'; email?: string },
    body?: unknown,
  ): Promise<{ status: number; body: { data: T; meta?: { total: number } } & Partial<ApiError> }> {
    const token = caller ? await stack.tokens.sign(caller) : undefined;
    const response = await fetch(`${stack.api.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as never };
  }

  async function setOpen(open: boolean, note: string) {
    const current = (await call<SettingsSnapshot<DocumentSettings>>('GET', '/admin/settings/documents', admin)).body
      .data;
    const saved = await call('PUT', '/admin/settings/documents', admin, {
      version: current.version,
      value: { ...current.value, uploads_open: open },
      note,
    });
    expect(saved.status).toBe(200);
  }

  async function uploadRevisions(documentId: string): Promise<number[]> {
    const rows = await stack.api.kernel.dataSource.query<{ revision: number }[]>(
      'SELECT revision FROM uploads WHERE document_id = $1 ORDER BY revision',
      [documentId],
    );
    return rows.map((row) => row.revision);
  }

  it('is open by default and says so to anyone, signed in or not', async () => {
    const status = await call('GET', '/uploads/status');
    expect(status).toMatchObject({ status: 200, body: { data: { open: true } } });
  });

  it('refuses new files with a clear 403 while closed, keeps processing and reading, and takes files again once reopened', async () => {
    // A file sent just before the switch closes is still processed and readable by its seller.
    const earlier = await stack.submitDocument();
    expect((await stack.upload(earlier.documentId, earlier.sellerId, await makePdf(2), 'Earlier.pdf')).status).toBe(
      202,
    );

    await setOpen(false, 'Storage migration');
    expect((await call('GET', '/uploads/status')).body.data).toEqual({ open: false });

    const { documentId, sellerId } = await stack.submitDocument();
    const refused = await stack.upload(documentId, sellerId, await makePdf(1), 'Week 3.pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'UPLOADS_CLOSED', message: UPLOADS_CLOSED_MESSAGE });
    expect(await uploadRevisions(documentId)).toEqual([]);
    expect(await stack.storedFiles(documentId)).toEqual([]);

    expect(await stack.finished(earlier.documentId, earlier.sellerId)).toMatchObject({ stage: 'READY', revision: 1 });
    // A replacement file is a new upload too.
    const replacement = await stack.upload(earlier.documentId, earlier.sellerId, await makePdf(1), 'Fixed.pdf');
    expect(replacement.body.error?.code).toBe('UPLOADS_CLOSED');
    expect(await uploadRevisions(earlier.documentId)).toEqual([1]);

    await setOpen(true, 'Migration done');
    expect((await call('GET', '/uploads/status')).body.data).toEqual({ open: true });
    const accepted = await stack.upload(documentId, sellerId, await makePdf(1), 'Week 3.pdf');
    expect(accepted.status).toBe(202);
    expect(accepted.body.data).toMatchObject({ revision: 1, stage: 'RECEIVED' });
  });

  it('records each change in the settings history and the audit trail', async () => {
    const history = await call<SettingsHistoryEntry<DocumentSettings>[]>(
      'GET',
      '/admin/settings/documents/history',
      admin,
    );
    expect(history.body.data.map((entry) => [entry.before.uploads_open, entry.after.uploads_open, entry.note])).toEqual(
      [
        [false, true, 'Migration done'],
        [true, false, 'Storage migration'],
      ],
    );
    expect(history.body.data[1]).toMatchObject({ changed_by: admin.userId, changed_by_email: admin.email });

    const audit = await stack.outboxEvents('admin.action-recorded.v1');
    expect(audit.map((event) => event.data)).toEqual([
      expect.objectContaining({ action: 'settings.changed', summary: 'Documents settings: uploads open true → false' }),
      expect.objectContaining({ action: 'settings.changed', summary: 'Documents settings: uploads open false → true' }),
    ]);
  });

  it('tells the catalog each time the switch changes, and only then, in the transaction that saves it', async () => {
    const announced = async () => (await stack.outboxEvents('document.uploads-switched.v1')).map((event) => event.data);
    expect(await announced()).toEqual([
      { open: false, settingsVersion: 1 },
      { open: true, settingsVersion: 2 },
    ]);

    // A save that leaves the switch alone (the preview rule) announces nothing.
    const current = (await call<SettingsSnapshot<DocumentSettings>>('GET', '/admin/settings/documents', admin)).body
      .data;
    const saved = await call('PUT', '/admin/settings/documents', admin, {
      version: current.version,
      value: { ...current.value, preview_max_pages: current.value.preview_max_pages + 1 },
    });
    expect(saved.status).toBe(200);
    expect(await announced()).toHaveLength(2);

    // A start repeats the saved state once, for a switch saved before the catalog was told.
    await stack.api.app.get(UploadsSwitchAnnouncer).onApplicationBootstrap();
    expect((await announced()).at(-1)).toEqual({ open: true, settingsVersion: 3 });
  });

  it('lets only admins change the switch', async () => {
    const seller = { userId: randomUUID(), role: 'user' as const };
    expect((await call('GET', '/admin/settings/documents', seller)).status).toBe(403);
    const current = (await call<SettingsSnapshot<DocumentSettings>>('GET', '/admin/settings/documents', admin)).body
      .data;
    const attempt = await call('PUT', '/admin/settings/documents', seller, {
      version: current.version,
      value: { ...current.value, uploads_open: false },
    });
    expect(attempt.status).toBe(403);
    expect((await call('GET', '/uploads/status')).body.data).toEqual({ open: true });
  });
});
