import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import type { ApiData, StudyFile, StudyFileUrlResponse } from '@studyhub/contracts';
import { CurrentPrincipal, type Principal, SignedIn } from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { StudyFileErrors } from './study-files.errors';
import { StudyFilesService } from './study-files.service';

/** A malformed id is as unknown as a missing one. */
const studyFileId = () => new ParseUUIDPipe({ exceptionFactory: () => StudyFileErrors.STUDY_FILE_NOT_FOUND() });

/** A signed-in student's own files for document chat and the plagiarism check (owner only). */
@Controller('uploads/study-files')
@SignedIn()
export class StudyFilesController {
  constructor(private readonly studyFiles: StudyFilesService) {}

  /** Multipart field `file` (PDF, DOCX or PPTX): checked, stored privately, queued (202). */
  @Post()
  @HttpCode(202)
  async upload(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<ApiData<StudyFile>> {
    return { data: await this.studyFiles.receive(principal, request) };
  }

  /** The caller's files, newest first. */
  @Get()
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiData<StudyFile[]>> {
    return { data: await this.studyFiles.list(principal) };
  }

  @Get(':id')
  async get(
    @Param('id', studyFileId()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<StudyFile>> {
    return { data: await this.studyFiles.get(principal, id) };
  }

  /** A signed URL (3600 s) to the file as a PDF, once processed. */
  @Get(':id/file-url')
  async fileUrl(
    @Param('id', studyFileId()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<StudyFileUrlResponse>> {
    return { data: await this.studyFiles.fileUrl(principal, id) };
  }

  /** The file, its text and its stored copies (204). */
  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id', studyFileId()) id: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.studyFiles.delete(principal, id);
  }
}
