import type { ExternalUniversityResponse } from '@studyhub/contracts';
import { testLogger } from '@studyhub/platform/testing';
import { ExternalUniversitiesService } from './external-universities.service';
import { UniversityListSource } from './university-list.source';

const university = (name: string, country: string, code: string): ExternalUniversityResponse => ({
  name,
  'state-province': null,
  country,
  domains: [`${code.toLowerCase()}.example`],
  web_pages: [`https://${code.toLowerCase()}.example/`],
  alpha_two_code: code,
});

class ListOf extends UniversityListSource {
  loads = 0;
  constructor(private readonly list: ExternalUniversityResponse[] | Error) {
    super();
  }
  load(): Promise<readonly ExternalUniversityResponse[]> {
    this.loads += 1;
    return this.list instanceof Error ? Promise.reject(this.list) : Promise.resolve(this.list);
  }
}

const LIST = [
  university('Technical University of Munich', 'Germany', 'DE'),
  university('University of Munich', 'Germany', 'DE'),
  university('Munich Business School', 'Germany', 'DE'),
  university('Université de Montréal', 'Canada', 'CA'),
  university('Universidad de Montevideo', 'Uruguay', 'UY'),
];

const search = (service: ExternalUniversitiesService, name: string, country?: string) =>
  service.search({ name, country, limit: 20 }).then((found) => found.map((u) => u.name));

describe('external universities search', () => {
  it('ranks the whole name, then its start, then a word start, then anywhere', async () => {
    const service = new ExternalUniversitiesService(new ListOf(LIST), testLogger('catalog'));
    expect(await search(service, 'munich')).toEqual([
      'Munich Business School',
      'Technical University of Munich',
      'University of Munich',
    ]);
    expect(await search(service, 'University of Munich')).toEqual([
      'University of Munich',
      'Technical University of Munich',
    ]);
  });

  it('ignores case and accents, and filters by country name or code', async () => {
    const service = new ExternalUniversitiesService(new ListOf(LIST), testLogger('catalog'));
    expect(await search(service, 'UNIVERSITE DE MONT')).toEqual(['Université de Montréal']);
    expect(await search(service, 'mont', 'uruguay')).toEqual(['Universidad de Montevideo']);
    expect(await search(service, 'mont', 'ca')).toEqual(['Université de Montréal']);
  });

  it('answers nothing for a blank name without a country', async () => {
    const source = new ListOf(LIST);
    const service = new ExternalUniversitiesService(source, testLogger('catalog'));
    expect(await search(service, '   ')).toEqual([]);
    expect(source.loads).toBe(0);
  });

  it('answers an empty list when the list cannot be read, and tries again next time', async () => {
    const source = new ListOf(new Error('unreadable'));
    const service = new ExternalUniversitiesService(source, testLogger('catalog'));
    expect(await search(service, 'munich')).toEqual([]);
    expect(await search(service, 'munich')).toEqual([]);
    expect(source.loads).toBe(2);
  });
});
