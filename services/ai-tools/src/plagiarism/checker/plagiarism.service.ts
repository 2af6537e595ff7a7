import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PLAGIARISM_MIN_WORDS,
  POINTS_MESSAGES,
  plagiarismTooShortMessage,
  type PlagiarismCheckRequest,
  type PlagiarismReport,
} from '@studyhub/contracts';
import type { RequestContext } from '@studyhub/platform';
import { DocumentTextClient } from '../../documents-text/document-text.client';
import { PointsMeter } from '../../metering/points-meter';
import { PlagiarismCorpus } from '../corpus/plagiarism-corpus.service';
import { documentBodyOf } from '../corpus/source-texts';
import { tokenise } from '../engine';
import { PlagiarismErrors } from '../plagiarism.errors';
import { PlagiarismChecker, type CheckOutcome } from './plagiarism-checker';
import { reportOf } from './plagiarism-report';

export interface PlagiarismCall {
  userId: string;
  /** The action's id: the client's Idempotency-Key, else a fresh one. */
  key: string;
  signal: AbortSignal;
  context: RequestContext;
}

function requireEnoughWords(text: string): void {
  const words = tokenise(text).length;
  if (words < PLAGIARISM_MIN_WORDS) {
    throw PlagiarismErrors.PLAGIARISM_TEXT_TOO_SHORT({ message: plagiarismTooShortMessage(words) });
  }
}

/**
 * A student's paid check (the price in force, ADR 0016): the points are held before anything else is done
 * (the spec's own 402 words when short), the file's text is read, the check runs, and the hold is
 * captured; any failure releases it. A text its author agreed to keep joins the corpus.
 */
@Injectable()
export class PlagiarismService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checker: PlagiarismChecker,
    private readonly corpus: PlagiarismCorpus,
    private readonly documentText: DocumentTextClient,
    private readonly meter: PointsMeter,
  ) {}

  async check(request: PlagiarismCheckRequest, call: PlagiarismCall): Promise<PlagiarismReport> {
    // A pasted text too short to compare is refused before the hold: it costs nothing.
    if (request.text !== undefined) requireEnoughWords(request.text);
    const { result, charged, balance } = await this.meter.run(
      {
        userId: call.userId,
        feature: 'plagiarism.check',
        holdPoints: (prices) => prices.plagiarism_check,
        quotedPoints: request.quoted_points,
        description: 'Plagiarism check',
        key: call.key,
        signal: call.signal,
        correlationId: call.context.correlationId,
        insufficientMessage: POINTS_MESSAGES.insufficientForPlagiarism,
        metadata: { source: request.study_file_id ? 'study-file' : 'text' },
      },
      () => this.run(request, call),
      (_, prices) => prices.plagiarism_check,
    );
    return reportOf(result, {
      pointsCharged: charged,
      balance,
      keptForFutureChecks: request.keep_for_future_checks,
    });
  }

  private async run(request: PlagiarismCheckRequest, call: PlagiarismCall): Promise<CheckOutcome> {
    const text = request.text ?? (await this.studyFileText(request.study_file_id!, call));
    requireEnoughWords(text);
    const outcome = await this.checker.check(text, {
      includeQuotes: request.include_quotes,
      includeBibliography: request.include_bibliography,
      excludeSubmissionsOf: call.userId,
    });
    if (request.keep_for_future_checks) {
      await this.dataSource.transaction((manager) =>
        this.corpus.addSubmission(manager, randomUUID(), call.userId, text),
      );
    }
    return outcome;
  }

  /** Only the owner's own upload: anyone else's file id is not found. */
  private async studyFileText(fileId: string, call: PlagiarismCall): Promise<string> {
    const { chunks } = await this.documentText.studyFileChunks(fileId, call.userId, call.context.correlationId);
    return documentBodyOf(chunks);
  }
}
