import type { Metadata } from 'next';
import { siteOrigin } from '@/modules/catalog/server/site-url';

const SITE_NAME = 'Studyhub';

/**
 * Title, description, canonical URL and Open Graph tags of a public catalog page. URLs are made
 * absolute from the request's origin: Open Graph readers do not resolve relative ones.
 */
export async function catalogPageMetadata({
  title,
  description,
  path,
  image,
}: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
}): Promise<Metadata> {
  const origin = await siteOrigin();
  const url = new URL(path, origin).toString();
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${SITE_NAME}`,
      description,
      url,
      siteName: SITE_NAME,
      type: 'website',
      ...(image ? { images: [{ url: new URL(image, origin).toString() }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: `${title} | ${SITE_NAME}`, description },
  };
}

/** The metadata of a page whose subject does not exist: not indexed. */
export function missingPageMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}
