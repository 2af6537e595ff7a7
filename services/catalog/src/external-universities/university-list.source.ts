import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { ExternalUniversityResponse } from '@studyhub/contracts';
import bundled from './data/world-universities.json';

/** Where the external universities come from; a source that fails makes the search answer empty. */
export abstract class UniversityListSource {
  abstract load(): Promise<readonly ExternalUniversityResponse[]>;
}

const entrySchema = z.object({
  name: z.string().min(1),
  'state-province': z.string().nullable(),
  country: z.string().min(1),
  domains: z.array(z.string()),
  web_pages: z.array(z.string()),
  alpha_two_code: z.string().regex(/^[A-Z]{2}$/),
});

/**
 * The list that ships with the service (data/world-universities.json, from Hipo's
 * university-domains-list under the MIT licence; see data/README.md): never fetched at run time.
 * Checked once, on first use, so a bad edit of the file fails the search rather than the service.
 */
@Injectable()
export class BundledUniversityList extends UniversityListSource {
  private loaded: readonly ExternalUniversityResponse[] | undefined;

  load(): Promise<readonly ExternalUniversityResponse[]> {
    this.loaded ??= z.array(entrySchema).parse(bundled);
    return Promise.resolve(this.loaded);
  }
}
