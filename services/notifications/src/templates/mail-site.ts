/** What every e-mail says about the site that sends it. */
export interface MailSite {
  name: string;
  /** Browser-facing origin, e.g. https://studyhub.com (no trailing slash needed). */
  publicUrl: string;
  supportEmail: string;
}

/** An absolute link to a page of the site; query values are URL-encoded. */
export function siteLink(site: MailSite, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${site.publicUrl.replace(/\/+$/, '')}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
