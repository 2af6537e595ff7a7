import { UPLOADS_CLOSED_MESSAGE } from '@studyhub/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { UploadsClosedNotice } from './uploads-closed-notice';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('UploadsClosedNotice', () => {
  it('says uploads are paused in the spec words and offers the seller their uploads, with no form', () => {
    const html = renderToStaticMarkup(<UploadsClosedNotice />);
    expect(textOf(html)).toBe(`Uploads are paused ${UPLOADS_CLOSED_MESSAGE} My Uploads`);
    expect(html).toContain('role="status"');
    expect(html).toContain('href="/dashboard/documents?tab=uploads"');
    expect(html).not.toMatch(/<form|<input/);
  });

  it('points to the saved document when the switch closed after its details were created', () => {
    const html = renderToStaticMarkup(<UploadsClosedNotice savedDocumentHref="/dashboard/documents/week-3-notes" />);
    expect(textOf(html)).toContain(
      "Your document's details are saved. Add its file from the document's page once uploads reopen.",
    );
    expect(html).toContain('href="/dashboard/documents/week-3-notes"');
  });
});
