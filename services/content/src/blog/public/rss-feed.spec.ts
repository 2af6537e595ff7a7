import { renderRssFeed } from './rss-feed';
import type { PublicPost } from './blog-posts.repository';

const post: PublicPost = {
  id: '1',
  title: 'Tips & <tricks>',
  slug: 'tips-and-tricks',
  excerpt: 'Why "spacing" works',
  featured_image: null,
  published_at: '2026-03-02T10:00:00.000Z',
  reading_minutes: 3,
  view_count: 0,
  author: { id: 'a', name: 'Dr. Ada Lee', slug: 'ada-lee', bio: '', avatar_url: null },
  category: { id: 'c', name: 'Study Skills', slug: 'study-skills' },
  tags: [{ id: 't', name: 'Memory', slug: 'memory' }],
  content: '<p>Use ]]> carefully</p>',
};

describe('renderRssFeed', () => {
  const xml = renderRssFeed(
    { siteUrl: 'https://studyhub.example/', title: 'Studyhub Blog', description: 'Study better.' },
    [post],
  );

  it('is an RSS 2.0 channel linking the site and itself', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<link>https://studyhub.example/blog</link>');
    expect(xml).toContain('href="https://studyhub.example/blog/rss.xml" rel="self"');
  });

  it('escapes titles and keeps the HTML in a well-formed CDATA section', () => {
    expect(xml).toContain('<title>Tips &amp; &lt;tricks&gt;</title>');
    expect(xml).toContain('<description>Why &quot;spacing&quot; works</description>');
    expect(xml).toContain('<content:encoded><![CDATA[<p>Use ]]]]><![CDATA[> carefully</p>]]></content:encoded>');
  });

  it('gives each post its permalink, date, author and categories', () => {
    expect(xml).toContain('<guid isPermaLink="true">https://studyhub.example/blog/tips-and-tricks</guid>');
    expect(xml).toContain('<pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Dr. Ada Lee</dc:creator>');
    expect(xml).toContain('<category>Study Skills</category>');
    expect(xml).toContain('<category>Memory</category>');
  });
});
