import { plainTextOf } from '../shared/blog-html';
import type { PublicPost } from './blog-posts.repository';

export interface RssChannel {
  /** The site's public origin, e.g. https://studyhub.com. */
  siteUrl: string;
  title: string;
  description: string;
}

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** CDATA cannot hold `]]>`; split it across two sections. */
const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** An RSS 2.0 document of the given posts, newest first, with the full sanitised HTML as content. */
export function renderRssFeed(channel: RssChannel, posts: PublicPost[], now: Date = new Date()): string {
  const site = channel.siteUrl.replace(/\/+$/, '');
  const items = posts.map((post) => {
    const link = `${site}/blog/${post.slug}`;
    const categories = [post.category?.name, ...post.tags.map((tag) => tag.name)].filter((name): name is string =>
      Boolean(name),
    );
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      ...categories.map((name) => `      <category>${escapeXml(name)}</category>`),
      `      <description>${escapeXml(post.excerpt || plainTextOf(post.content).slice(0, 300))}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0] ? new Date(posts[0].published_at) : now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${site}/blog`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${site}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
