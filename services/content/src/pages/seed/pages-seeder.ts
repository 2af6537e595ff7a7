import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LEGAL_PAGE_SLUGS } from '@studyhub/contracts';
import { LOGGER, type Logger } from '@studyhub/platform';
import { HELP_FAQ_SEEDS } from './help-faq.seed';
import { LEGAL_PAGE_SEEDS } from './legal-pages.seed';

/**
 * Loads the first published version of each legal page and the first FAQ entries, in every
 * environment: they are the site's content, not demo data. Only what is missing is inserted, so it
 * is safe at every start and from several replicas at once, and an admin's deletion of a seeded
 * question is never undone.
 */
@Injectable()
export class PagesSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.dataSource.transaction(async (manager) => ({
      legalPages: await this.seedLegalPages(manager),
      helpQuestions: await this.seedHelpFaq(manager),
    }));
    if (seeded.legalPages > 0 || seeded.helpQuestions > 0) this.logger.info(seeded, 'managed pages seeded');
  }

  private async seedLegalPages(manager: EntityManager): Promise<number> {
    await manager.query(
      `INSERT INTO legal_pages (slug, position)
       SELECT slug, position FROM unnest($1::text[]) WITH ORDINALITY AS s(slug, position)
       ON CONFLICT (slug) DO NOTHING`,
      [LEGAL_PAGE_SLUGS],
    );
    let inserted = 0;
    for (const seed of LEGAL_PAGE_SEEDS) {
      const rows = await manager.query<unknown[]>(
        `INSERT INTO legal_page_versions
           (page_slug, version, title, short_title, description, summary, body, published_at, created_at)
         VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (page_slug, version) DO NOTHING
         RETURNING id`,
        [seed.slug, seed.title, seed.shortTitle, seed.description, seed.summary, seed.body, seed.publishedAt],
      );
      inserted += rows.length;
    }
    return inserted;
  }

  private async seedHelpFaq(manager: EntityManager): Promise<number> {
    let inserted = 0;
    for (const [index, seed] of HELP_FAQ_SEEDS.entries()) {
      const rows = await manager.query<{ id: string }[]>(
        `INSERT INTO help_faq_entries (seed_key, category, question, answer, position)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (seed_key) DO NOTHING
         RETURNING id`,
        [seed.key, seed.category, seed.question, seed.answer, index + 1],
      );
      const row = rows[0];
      if (!row) continue;
      await manager.query(
        `INSERT INTO help_faq_revisions (entry_id, action, category, question, answer, author_id)
         VALUES ($1, 'created', $2, $3, $4, NULL)`,
        [row.id, seed.category, seed.question, seed.answer],
      );
      inserted += 1;
    }
    return inserted;
  }
}
