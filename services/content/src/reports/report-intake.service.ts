import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CatalogEventData } from '@studyhub/contracts';
import type { Logger } from '@studyhub/platform';
import { noticeDocumentRefs } from './notice-document-refs';
import { ReportReadCopies } from './report-read-copies';
import { ReportsRepository } from './reports.repository';

interface StoredTakedownNotice {
  name: string;
  email: string;
  message: string;
  details: { infringing_urls?: unknown; location_details?: unknown };
}

const DETAILS_MAX = 2000;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * Reports nobody typed into the Report dialog: a takedown notice naming documents (one
 * copyright_notice per document, linked to the support-inbox message) and the plagiarism
 * checker's flag on an upload. Both run inside the event's inbox transaction.
 */
@Injectable()
export class ReportIntakeService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly readCopies: ReportReadCopies,
  ) {}

  async takeNotice(
    manager: EntityManager,
    data: CatalogEventData<'legal.submission-received.v1'>,
    logger: Logger,
  ): Promise<number> {
    if (data.kind !== 'takedown') return 0;
    const [notice] = await manager.query<StoredTakedownNotice[]>(
      `SELECT name, email, message, details FROM legal_submissions WHERE id = $1 AND kind = 'takedown'`,
      [data.submissionId],
    );
    if (!notice) return 0;
    const locationDetails = textsOf(notice.details.location_details).join('\n');
    const refs = noticeDocumentRefs([...textsOf(notice.details.infringing_urls), notice.message, locationDetails]);
    const documents = await this.readCopies.findDocuments(manager, refs.ids, refs.slugs);
    if (documents.length === 0) {
      logger.info({ submission_id: data.submissionId }, 'takedown notice names no known document: inbox only');
      return 0;
    }
    const details = [notice.message, locationDetails]
      .filter((text) => text.trim())
      .join('\n\n')
      .slice(0, DETAILS_MAX);
    let added = 0;
    for (const document of documents) {
      const id = await this.repository.insert(
        {
          source: 'copyright_notice',
          reason: 'copyright',
          document,
          reporterUserId: null,
          reporterName: notice.name,
          reporterEmail: notice.email,
          details,
          submissionId: data.submissionId,
        },
        manager,
      );
      if (id) added += 1;
    }
    return added;
  }

  async takeSimilarityFlag(
    manager: EntityManager,
    data: CatalogEventData<'document.similarity-flagged.v1'>,
    logger: Logger,
  ): Promise<void> {
    const document = await this.readCopies.findDocument(data.documentId, manager);
    if (!document) {
      logger.warn({ document_id: data.documentId }, 'similarity flag on a document content never heard of: skipped');
      return;
    }
    const similarity = Math.round(data.similarity * 10) / 10;
    const matchedDocuments = data.matchedDocuments;
    const id = await this.repository.insert(
      {
        source: 'plagiarism_flag',
        reason: 'copyright',
        document,
        reporterUserId: null,
        reporterName: null,
        reporterEmail: null,
        details: `The plagiarism checker found ${similarity}% of this upload in approved documents.`,
        similarity,
        matchedDocuments,
      },
      manager,
    );
    // A later check of a document already in the queue updates the open flag instead of adding one.
    if (!id) await this.repository.refreshPlagiarismFlag(manager, data.documentId, similarity, matchedDocuments);
  }
}
