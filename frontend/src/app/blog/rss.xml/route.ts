import { gatewayUrl } from '@/modules/gateway/gateway-url';

export const dynamic = 'force-dynamic';

/** /blog/rss.xml: the content service's RSS 2.0 feed, on the site's own address. */
export async function GET(): Promise<Response> {
  try {
    const response = await fetch(`${gatewayUrl()}/api/blog/rss.xml`, {
      headers: { accept: 'application/rss+xml' },
      // The content service caches the feed and empties that cache on every change; a second
      // cache here would keep serving a feed without the newest post.
      cache: 'no-store',
    });
    if (!response.ok) return new Response('The feed is not available right now.', { status: 503 });
    return new Response(await response.text(), {
      headers: {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
    });
  } catch {
    return new Response('The feed is not available right now.', { status: 503 });
  }
}
