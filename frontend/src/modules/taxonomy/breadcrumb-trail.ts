/** One step of a breadcrumb trail; the last one is the current page (shown, not linked). */
export interface Crumb {
  label: string;
  href: string;
}

/** The trail as schema.org BreadcrumbList (JSON-LD), with absolute URLs, for search engines. */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).toString(),
    })),
  };
}

/** JSON for a <script> tag: `<` escaped so a name can never close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
