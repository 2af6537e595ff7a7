/** What Next hands a page as `searchParams`. */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;
