import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PlagiarismSourceType } from '@studyhub/contracts';
import type { Gram } from '../engine';

/** A source as the corpus keeps it: what the report names and links, and the text it aligns with. */
export interface CorpusSource {
  id: string;
  kind: PlagiarismSourceType;
  externalId: string;
  title: string;
  slug: string | null;
  body: string;
}

export interface NewCorpusSource {
  kind: PlagiarismSourceType;
  externalId: string;
  title: string;
  slug: string | null;
  /** The seller, the asker or the student who kept a submission: never shown, used to leave their own out. */
  ownerId: string | null;
  body: string;
  wordCount: number;
}

export interface CandidateQuery {
  /** Distinct n-gram hashes of the input (signed 64-bit decimals). */
  hashes: readonly string[];
  /** A hash found in more sources than this is boilerplate (headers, licences, set phrases) and ignored. */
  boilerplateMinSources: number;
  /** Fewer shared fingerprints than this is chance. */
  minShared: number;
  limit: number;
  /** Only these kinds of source. */
  kinds: readonly PlagiarismSourceType[];
  /** Leaves out this student's own kept submissions (a second draft is not a match of the first). */
  excludeSubmissionsOf?: string;
  /** Leaves out this document (an upload is never compared with itself). */
  excludeDocumentId?: string;
}

export interface Candidate {
  sourceId: string;
  shared: number;
}

interface SourceRow {
  id: string;
  kind: PlagiarismSourceType;
  external_id: string;
  title: string;
  slug: string | null;
  body: string;
}

/** Every query of the plagiarism corpus: sources, their fingerprints, and candidate retrieval. */
export class PlagiarismCorpusRepository {
  /** Stores a source and its fingerprints, in place of any earlier version of it. */
  async replace(manager: EntityManager, source: NewCorpusSource, fingerprints: readonly Gram[]): Promise<string> {
    await this.remove(manager, source.kind, source.externalId);
    const id = randomUUID();
    await manager.query(
      `INSERT INTO plagiarism_sources (id, kind, external_id, title, slug, owner_id, body, word_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, source.kind, source.externalId, source.title, source.slug, source.ownerId, source.body, source.wordCount],
    );
    if (fingerprints.length > 0) {
      await manager.query(
        `INSERT INTO plagiarism_fingerprints (hash, source_id, position)
         SELECT hash, $2, position FROM unnest($1::bigint[], $3::int[]) AS f (hash, position)`,
        [fingerprints.map((gram) => gram.hash), id, fingerprints.map((gram) => gram.first)],
      );
    }
    return id;
  }

  /** Takes a source out of the corpus (its fingerprints go with it); false when it was not there. */
  async remove(manager: EntityManager, kind: PlagiarismSourceType, externalId: string): Promise<boolean> {
    const [, affected] = await manager.query<[unknown, number]>(
      `DELETE FROM plagiarism_sources WHERE kind = $1 AND external_id = $2`,
      [kind, externalId],
    );
    return affected > 0;
  }

  /**
   * The sources sharing the most fingerprints with the input, boilerplate hashes left out. One
   * statement: the input's hashes probe the (hash, source_id) index, then are counted per source.
   */
  async candidates(manager: EntityManager, query: CandidateQuery): Promise<Candidate[]> {
    if (query.hashes.length === 0) return [];
    const rows = await manager.query<{ source_id: string; shared: number }[]>(
      `WITH input AS (SELECT DISTINCT unnest($1::bigint[]) AS hash),
       hits AS MATERIALIZED (
         SELECT f.hash, f.source_id FROM plagiarism_fingerprints f JOIN input ON input.hash = f.hash
       ),
       boilerplate AS (SELECT hash FROM hits GROUP BY hash HAVING count(DISTINCT source_id) > $2),
       counted AS (
         SELECT source_id, count(DISTINCT hash)::int AS shared FROM hits
         WHERE hash NOT IN (SELECT hash FROM boilerplate)
         GROUP BY source_id
       )
       SELECT counted.source_id, counted.shared
       FROM counted JOIN plagiarism_sources s ON s.id = counted.source_id
       WHERE counted.shared >= $3
         AND s.kind = ANY($5::text[])
         AND ($6::uuid IS NULL OR NOT (s.kind = 'submission' AND s.owner_id = $6::uuid))
         AND ($7::uuid IS NULL OR NOT (s.kind = 'document' AND s.external_id = $7::uuid))
       ORDER BY counted.shared DESC, counted.source_id
       LIMIT $4`,
      [
        query.hashes,
        query.boilerplateMinSources,
        query.minShared,
        query.limit,
        query.kinds,
        query.excludeSubmissionsOf ?? null,
        query.excludeDocumentId ?? null,
      ],
    );
    return rows.map((row) => ({ sourceId: row.source_id, shared: row.shared }));
  }

  async sources(manager: EntityManager, ids: readonly string[]): Promise<CorpusSource[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<SourceRow[]>(
      `SELECT id, kind, external_id, title, slug, body FROM plagiarism_sources WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      externalId: row.external_id,
      title: row.title,
      slug: row.slug,
      body: row.body,
    }));
  }

  /** An approved document whose text is not readable yet; indexed once it is processed. */
  async markPending(
    manager: EntityManager,
    document: { documentId: string; sellerId: string; title: string; slug: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO plagiarism_pending_documents (document_id, seller_id, title, slug) VALUES ($1, $2, $3, $4)
       ON CONFLICT (document_id) DO UPDATE SET seller_id = EXCLUDED.seller_id, title = EXCLUDED.title, slug = EXCLUDED.slug`,
      [document.documentId, document.sellerId, document.title, document.slug],
    );
  }

  async forgetPending(manager: EntityManager, documentId: string): Promise<void> {
    await manager.query(`DELETE FROM plagiarism_pending_documents WHERE document_id = $1`, [documentId]);
  }

  /**
   * An approved document's listing facts, pending or already indexed (then re-indexed when its
   * file is processed again); undefined for a document not approved.
   */
  async approvedDocument(
    manager: EntityManager,
    documentId: string,
  ): Promise<{ documentId: string; sellerId: string; title: string; slug: string } | undefined> {
    const [row] = await manager.query<{ seller_id: string; title: string; slug: string }[]>(
      `SELECT seller_id, title, slug FROM plagiarism_pending_documents WHERE document_id = $1
       UNION ALL
       SELECT owner_id, title, slug FROM plagiarism_sources WHERE kind = 'document' AND external_id = $1
       LIMIT 1`,
      [documentId],
    );
    return row ? { documentId, sellerId: row.seller_id, title: row.title, slug: row.slug } : undefined;
  }

  /** How many sources of each kind the corpus holds. */
  async counts(manager: EntityManager): Promise<Record<PlagiarismSourceType, number>> {
    const rows = await manager.query<{ kind: PlagiarismSourceType; count: number }[]>(
      `SELECT kind, count(*)::int AS count FROM plagiarism_sources GROUP BY kind`,
    );
    const counts: Record<PlagiarismSourceType, number> = { document: 0, question: 0, submission: 0 };
    for (const row of rows) counts[row.kind] = row.count;
    return counts;
  }
}
