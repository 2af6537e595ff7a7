import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import {
  internalDocumentChunksQuerySchema,
  internalStudyFileChunksQuerySchema,
  type ApiData,
  type DocumentTextResponse,
} from '@studyhub/contracts';
import { Internal, parseInput } from '@studyhub/platform';
import { DocumentTextErrors } from './document-text.errors';
import { DocumentTextService } from './document-text.service';

/** A malformed id is as unknown as a missing one. */
const fileId = () => new ParseUUIDPipe({ exceptionFactory: () => DocumentTextErrors.DOCUMENT_NOT_FOUND() });

/**
 * The text of documents and study files for ai-tools' document chat and plagiarism check: signed
 * internal calls only (ADR 0019), never routed by the gateway. The reader rules travel as query
 * parameters because the caller, not this service, verified the student's token.
 */
@Controller('internal')
@Internal('ai-tools')
export class InternalDocumentTextController {
  constructor(private readonly text: DocumentTextService) {}

  @Get('documents/:documentId/chunks')
  async documentChunks(
    @Param('documentId', fileId()) documentId: string,
    @Query() query: unknown,
  ): Promise<ApiData<DocumentTextResponse>> {
    return { data: await this.text.documentChunks(documentId, parseInput(internalDocumentChunksQuerySchema, query)) };
  }

  @Get('study-files/:fileId/chunks')
  async studyFileChunks(
    @Param('fileId', fileId()) studyFileId: string,
    @Query() query: unknown,
  ): Promise<ApiData<DocumentTextResponse>> {
    return {
      data: await this.text.studyFileChunks(studyFileId, parseInput(internalStudyFileChunksQuerySchema, query)),
    };
  }
}
