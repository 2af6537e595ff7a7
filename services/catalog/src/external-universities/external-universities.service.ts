import { Inject, Injectable } from '@nestjs/common';
import type { ExternalUniversityResponse, ExternalUniversitySearchQuery } from '@studyhub/contracts';
import { LOGGER, type Logger } from '@studyhub/platform';
import { UniversityListSource } from './university-list.source';

/** Lowercase without accents, so `universite` finds `Université`. */
export function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

interface IndexedUniversity {
  university: ExternalUniversityResponse;
  name: string;
  country: string;
}

/** How well a name matches: whole name, then start of the name, then start of a word, then anywhere. */
function rankOf(name: string, query: string): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : -1;
}

/** The external universities search (spec section 7): by name, optionally within a country. */
@Injectable()
export class ExternalUniversitiesService {
  private index: Promise<IndexedUniversity[]> | undefined;

  constructor(
    private readonly source: UniversityListSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Best matches first; an unreadable list answers an empty one ('Failed to fetch universities'). */
  async search(query: ExternalUniversitySearchQuery): Promise<ExternalUniversityResponse[]> {
    const name = folded(query.name);
    const country = query.country === undefined ? undefined : folded(query.country);
    if (name === '' && country === undefined) return [];
    let universities: IndexedUniversity[];
    try {
      universities = await this.indexed();
    } catch (error) {
      this.index = undefined;
      this.logger.error({ err: error }, 'Failed to fetch universities');
      return [];
    }
    return universities
      .filter(
        (entry) =>
          country === undefined || entry.country === country || folded(entry.university.alpha_two_code) === country,
      )
      .map((entry) => ({ entry, rank: rankOf(entry.name, name) }))
      .filter(({ rank }) => rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
      .slice(0, query.limit)
      .map(({ entry }) => entry.university);
  }

  private indexed(): Promise<IndexedUniversity[]> {
    this.index ??= this.source
      .load()
      .then((list) =>
        list.map((university) => ({ university, name: folded(university.name), country: folded(university.country) })),
      );
    return this.index;
  }
}
