import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { AiToolsEnv } from '../../ai-tools.config';
import { draftFromCslJson, type SourceDraft } from '../../citations';

export type RegistrySearch =
  | { ok: true; works: (SourceDraft & { title: string; DOI: string })[] }
  | { ok: false; reason: 'DISABLED' | 'UNAVAILABLE' | 'TIMEOUT' };

/** The fields a reference needs; Crossref sends much more by default. */
const SELECTED_FIELDS = 'DOI,title,author,editor,issued,container-title,type,volume,issue,page,publisher,ISBN,ISSN,URL';

/**
 * Finds works in Crossref's public REST API (`/works?query.bibliographic=`), filtered to a year
 * range. REFERENCE_SEARCH_URL moves it (a mirror, or a fake in tests); empty turns it off.
 * Failures are answers, not exceptions: the caller releases the student's hold.
 */
@Injectable()
export class CrossrefSearch {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: AiToolsEnv) {}

  get isEnabled(): boolean {
    return Boolean(this.config.REFERENCE_SEARCH_URL);
  }

  async search(
    query: string,
    rows: number,
    years: { start: number; end: number },
    signal: AbortSignal,
  ): Promise<RegistrySearch> {
    const base = this.config.REFERENCE_SEARCH_URL?.replace(/\/+$/, '');
    if (!base) return { ok: false, reason: 'DISABLED' };
    const url = new URL(`${base}/works`);
    url.searchParams.set('query.bibliographic', query);
    url.searchParams.set('rows', String(rows));
    url.searchParams.set('filter', `from-pub-date:${years.start},until-pub-date:${years.end}`);
    url.searchParams.set('select', SELECTED_FIELDS);
    if (this.config.REFERENCE_SEARCH_MAILTO) url.searchParams.set('mailto', this.config.REFERENCE_SEARCH_MAILTO);
    const timeout = AbortSignal.timeout(this.config.REFERENCE_SEARCH_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([signal, timeout]),
      });
      if (!response.ok) return { ok: false, reason: 'UNAVAILABLE' };
      const body = (await response.json()) as { message?: { items?: unknown[] } };
      const items = Array.isArray(body.message?.items) ? body.message.items : [];
      return { ok: true, works: items.flatMap(workOf).slice(0, rows) };
    } catch {
      return { ok: false, reason: timeout.aborted ? 'TIMEOUT' : 'UNAVAILABLE' };
    }
  }
}

/** A registry record becomes a candidate only with a title and a DOI to add it by. */
function workOf(item: unknown): (SourceDraft & { title: string; DOI: string })[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
  const draft = draftFromCslJson(item as Record<string, unknown>);
  const doi = (item as { DOI?: unknown }).DOI;
  if (!draft.title || typeof doi !== 'string' || doi.trim() === '') return [];
  return [{ ...draft, title: draft.title, DOI: doi.trim() }];
}
