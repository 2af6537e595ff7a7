import { randomUUID } from 'node:crypto';
import type { ApiError, DocumentSettings, SettingsSnapshot } from '@studyhub/contracts';
import { makePdf } from './fixtures/pdf-files';
import { ProcessingStack } from './support/processing-stack';

jest.setTimeout(120_000);

describe('the preview page rule as a platform setting (ADR 0032)', () => {
  let stack: ProcessingStack;
  const adminId = randomUUID();

  beforeAll(async () => {
    stack = await ProcessingStack.start();
  });
  afterAll(async () => stack?.close());

  async function call<T>(
    method: 'GET' | 'PUT',
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: { data: T } & Partial<ApiError> }> {
    const response = await fetch(`${stack.api.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as never };
  }

  async function previewPagesOf(pages: number): Promise<number> {
    const { documentId, sellerId } = await stack.submitDocument();
    const accepted = await stack.upload(documentId, sellerId, await makePdf(pages), 'Notes.pdf');
    expect(accepted.status).toBe(202);
    expect(await stack.finished(documentId, sellerId)).toMatchObject({ stage: 'READY' });
    const [row] = await stack.api.kernel.dataSource.query<{ preview_page_count: number }[]>(
      'SELECT preview_page_count FROM uploads WHERE document_id = $1',
      [documentId],
    );
    return row!.preview_page_count;
  }

  it('applies the rule an admin saves to the next processed document', async () => {
    const admin = await stack.token(adminId, 'admin');
    const current = await call<SettingsSnapshot<DocumentSettings>>('GET', '/admin/settings/documents', admin);
    expect(current.body.data).toMatchObject({
      version: 0,
      value: { preview_max_pages: 10, preview_share_percent: 20, uploads_open: true },
    });
    expect(await previewPagesOf(60)).toBe(10);

    const saved = await call<SettingsSnapshot<DocumentSettings>>('PUT', '/admin/settings/documents', admin, {
      version: 0,
      value: { preview_max_pages: 25, preview_share_percent: 50, uploads_open: true },
    });
    expect(saved.status).toBe(200);
    expect(await previewPagesOf(60)).toBe(25);
    expect(await previewPagesOf(10)).toBe(5);
  });

  it('refuses a rule out of bounds and non-admins', async () => {
    const admin = await stack.token(adminId, 'admin');
    const { version } = (await call<SettingsSnapshot<DocumentSettings>>('GET', '/admin/settings/documents', admin)).body
      .data;
    const tooMany = await call('PUT', '/admin/settings/documents', admin, {
      version,
      value: { preview_max_pages: 500, preview_share_percent: 50, uploads_open: true },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields?.['value.preview_max_pages']).toEqual(['The preview can show at most 50 pages.']);
    const student = await stack.token(randomUUID());
    expect((await call('GET', '/admin/settings/documents', student)).status).toBe(403);
  });
});
