/** A page's URL query as Next.js hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; absent when missing or blank. */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const raw = params[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** A 1-based page number from the URL; anything that is not a positive integer reads as page 1. */
export function pageParam(params: SearchParams, key = 'page'): number {
  const value = firstParam(params, key);
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}

/** A page number as it goes into a link: page 1 is the page without the parameter. */
export function pageValue(page: number): number | undefined {
  return page > 1 ? page : undefined;
}

/**
 * A link to `path` that keeps every parameter of the current URL and applies `overrides`
 * (an empty or undefined value removes the parameter). Several lists on one page (courses and
 * documents) page independently this way.
 */
export function hrefWith(
  path: string,
  params: SearchParams,
  overrides: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params)) {
    if (key in overrides) continue;
    const value = firstParam(params, key);
    if (value !== undefined) search.set(key, value);
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The parameters a GET form must carry as hidden fields so submitting it keeps the rest of the URL. */
export function paramsToKeep(params: SearchParams, formFields: readonly string[]): [string, string][] {
  return Object.keys(params)
    .filter((key) => !formFields.includes(key))
    .flatMap((key) => {
      const value = firstParam(params, key);
      return value === undefined ? [] : [[key, value] as [string, string]];
    });
}
