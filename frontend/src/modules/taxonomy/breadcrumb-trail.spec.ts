import { breadcrumbStructuredData, scriptSafeJson } from './breadcrumb-trail';

describe('breadcrumbStructuredData', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbStructuredData(
        [
          { label: 'Home', href: '/' },
          { label: 'Subjects', href: '/subjects' },
          { label: 'Law', href: '/subjects/law' },
        ],
        'https://studyhub.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://studyhub.example/' },
        { '@type': 'ListItem', position: 2, name: 'Subjects', item: 'https://studyhub.example/subjects' },
        { '@type': 'ListItem', position: 3, name: 'Law', item: 'https://studyhub.example/subjects/law' },
      ],
    });
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script tag it is written into', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
