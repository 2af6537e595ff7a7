import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  PLAGIARISM_SUBMISSION_TITLE,
  type DocumentTextChunk,
  type HomeworkAnswer,
  type PlagiarismSourceType,
} from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { DocumentTextClient } from '../../documents-text/document-text.client';
import { analyseText, indexFingerprints } from '../engine';
import { PlagiarismCorpusRepository } from './plagiarism-corpus.repository';
import { documentBodyOf, questionBodyOf } from './source-texts';

/** DocumentTextClient's answers for a document with no readable text yet (ADR 0019). */
const TEXT_NOT_YET_READABLE = new Set(['DOCUMENT_STILL_PROCESSING', 'DOCUMENT_PROCESSING_FAILED', 'DOCUMENT_NOT_FOUND']);

export interface ApprovedDocument {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
}

export interface PublicQuestion {
  id: string;
  slug: string;
  userId: string;
  question: string;
  answer: HomeworkAnswer;
}

/**
 * Keeps the corpus the checker searches: approved documents (their text read from
 * document-processing's corpus view), public homework questions and kept submissions. Every
 * change runs in the caller's transaction, so a source enters and leaves with the event or the
 * change of visibility that caused it.
 */
@Injectable()
export class PlagiarismCorpus {
  constructor(
    private readonly repository: PlagiarismCorpusRepository,
    private readonly documentText: DocumentTextClient,
  ) {}

  /**
   * Indexes an approved document, or, when its text cannot be read yet (still processing, failed,
   * or a seeded document without a processed file), keeps it pending until document.processed.v1.
   * Answers the fingerprints stored, or null when pending.
   */
  async addDocument(manager: EntityManager, document: ApprovedDocument, correlationId?: string): Promise<number | null> {
    const chunks = await this.readableChunks(document.documentId, correlationId);
    if (!chunks) {
      await this.repository.markPending(manager, document);
      return null;
    }
    await this.repository.forgetPending(manager, document.documentId);
    return this.add(manager, 'document', document.documentId, {
      title: document.title,
      slug: document.slug,
      ownerId: document.sellerId,
      body: documentBodyOf(chunks),
    });
  }

  async addQuestion(manager: EntityManager, question: PublicQuestion): Promise<number> {
    return this.add(manager, 'question', question.id, {
      title: question.question.replace(/\s+/g, ' ').trim().slice(0, 200),
      slug: question.slug,
      ownerId: question.userId,
      body: questionBodyOf(question.question, question.answer),
    });
  }

  /** A text its author agreed to keep; it is named only as a submission checked on Studyhub. */
  async addSubmission(manager: EntityManager, submissionId: string, userId: string, text: string): Promise<number> {
    return this.add(manager, 'submission', submissionId, {
      title: PLAGIARISM_SUBMISSION_TITLE,
      slug: null,
      ownerId: userId,
      body: text,
    });
  }

  /** The approved document's facts when it is (or waits to be) in the corpus. */
  approvedDocument(manager: EntityManager, documentId: string): Promise<ApprovedDocument | undefined> {
    return this.repository.approvedDocument(manager, documentId);
  }

  async remove(manager: EntityManager, kind: PlagiarismSourceType, externalId: string): Promise<boolean> {
    if (kind === 'document') await this.repository.forgetPending(manager, externalId);
    return this.repository.remove(manager, kind, externalId);
  }

  /** The document's chunks through the corpus view, or null while it has no readable text. */
  private async readableChunks(documentId: string, correlationId?: string): Promise<DocumentTextChunk[] | null> {
    try {
      return (await this.documentText.documentChunks(documentId, undefined, correlationId)).chunks;
    } catch (error) {
      if (error instanceof AppError && TEXT_NOT_YET_READABLE.has(error.code)) return null;
      throw error;
    }
  }

  /** Stores the source with its fingerprints; answers how many fingerprints it has. */
  private async add(
    manager: EntityManager,
    kind: PlagiarismSourceType,
    externalId: string,
    source: { title: string; slug: string | null; ownerId: string | null; body: string },
  ): Promise<number> {
    const analysed = analyseText(source.body);
    const fingerprints = indexFingerprints(analysed);
    await this.repository.replace(
      manager,
      { kind, externalId, ...source, wordCount: analysed.tokens.length },
      fingerprints,
    );
    return fingerprints.length;
  }
}
