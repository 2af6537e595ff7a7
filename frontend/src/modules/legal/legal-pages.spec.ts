import type { LegalPage } from '@studyhub/contracts';
import { LEGAL_LINK_LABELS, LEGAL_SLUGS } from './legal-document';
import { formatLegalDate } from './legal-pages';
import { legalPageResultOf, navLabelsOf, toLegalDocument } from './legal-page-document';

describe('legal pages', () => {
  it('formats the update date in US English', () => {
    expect(formatLegalDate('2025-11-01')).toBe('November 1, 2025');
    expect(formatLegalDate('2026-03-04T23:30:00.000Z')).toBe('March 4, 2026');
  });

  it('has a label for every page', () => {
    expect(Object.keys(LEGAL_LINK_LABELS)).toEqual([...LEGAL_SLUGS]);
  });

  it('turns the live version into sections, unsafe links shown as text', () => {
    const page: LegalPage = {
      slug: 'terms',
      title: 'Terms of Service',
      short_title: 'Terms',
      description: 'The agreement between you and Studyhub.',
      summary: 'Plain words.',
      published_at: '2026-01-02T10:00:00.000Z',
      version: 4,
      body: '## 1. About {#agreement}\n\nSee [privacy](/legal/privacy).\n\n## 2. Contact\n\n- [mail](mailto:a@b.c)',
    };
    expect(toLegalDocument(page)).toEqual({
      slug: 'terms',
      title: 'Terms of Service',
      shortTitle: 'Terms',
      description: 'The agreement between you and Studyhub.',
      summary: 'Plain words.',
      lastUpdated: '2026-01-02T10:00:00.000Z',
      sections: [
        {
          id: 'agreement',
          heading: '1. About',
          blocks: [{ type: 'paragraph', text: 'See [privacy](/legal/privacy).' }],
        },
        { id: 'contact', heading: '2. Contact', blocks: [{ type: 'list', items: ['[mail](mailto:a@b.c)'] }] },
      ],
    });
  });

  it('shows the 404 page for a page the service does not have, and a notice when it cannot answer', () => {
    expect(legalPageResultOf({ ok: false, status: 404, message: 'This legal page does not exist.' })).toEqual({
      kind: 'not-found',
    });
    expect(legalPageResultOf({ ok: false, status: 503, message: 'Studyhub is not answering right now.' })).toEqual({
      kind: 'unavailable',
      message: 'Studyhub is not answering right now.',
    });
  });

  it('names the side navigation by the live short titles, the built-in labels otherwise', () => {
    const labels = navLabelsOf([
      {
        slug: 'terms',
        title: 'Terms of Service',
        short_title: 'Terms',
        description: 'd',
        published_at: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(labels.terms).toBe('Terms');
    expect(labels.privacy).toBe('Privacy Policy');
    expect(navLabelsOf(null)).toEqual(LEGAL_LINK_LABELS);
  });
});
