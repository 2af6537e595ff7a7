import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { AiToolsEnv } from '../../ai-tools.config';
import { fetchDoiMetadata, type DoiLookup } from '../../citations';

const DOI_ORG = 'https://doi.org';

/**
 * Looks DOIs up at the configured resolver (doi.org by default; a mirror, or a local fake in
 * tests). With DOI_RESOLVER_URL empty nothing leaves the server and students type the details.
 */
@Injectable()
export class DoiResolver {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: AiToolsEnv) {}

  async lookUp(doi: string): Promise<DoiLookup> {
    const base = this.config.DOI_RESOLVER_URL?.replace(/\/+$/, '');
    if (!base) return { found: false, reason: 'UNAVAILABLE' };
    return fetchDoiMetadata(doi, {
      timeoutMs: this.config.DOI_LOOKUP_TIMEOUT_MS,
      fetch: (url, init) => globalThis.fetch(base + url.slice(DOI_ORG.length), { ...init, redirect: 'follow' }),
    });
  }
}
