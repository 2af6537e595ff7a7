import { noticeDocumentRefs } from './notice-document-refs';

describe('noticeDocumentRefs', () => {
  it('finds slugs in document links of any host and ignores other links', () => {
    expect(
      noticeDocumentRefs([
        'https://studyhub.com/documents/thermodynamics-ii-slides',
        'http://localhost:3000/documents/Organic-Notes?tab=preview',
        'https://example.org/blog/posts/hello',
      ]),
    ).toEqual({ ids: [], slugs: ['thermodynamics-ii-slides', 'organic-notes'] });
  });

  it('finds ids in links and in free text once each', () => {
    const id = '3f2b9c1e-7a4d-4e8f-9b0a-1c2d3e4f5a6b';
    expect(
      noticeDocumentRefs([`https://studyhub.com/documents/${id}`, `The document ${id.toUpperCase()} copies my book.`]),
    ).toEqual({
      ids: [id],
      slugs: [],
    });
  });

  it('finds nothing in a notice that names no document', () => {
    expect(noticeDocumentRefs(['My lecture slides were copied.', ''])).toEqual({ ids: [], slugs: [] });
  });
});
