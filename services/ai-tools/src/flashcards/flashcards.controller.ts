import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMPORT_MAX_BYTES,
  IDEMPOTENCY_KEY_HEADER,
  createFlashcardDeckSchema,
  flashcardDecksQuerySchema,
  flashcardDueQuerySchema,
  flashcardExportQuerySchema,
  generateFlashcardsSchema,
  idempotencyKeyHeaderSchema,
  reorderFlashcardsSchema,
  reviewFlashcardSchema,
  updateFlashcardDeckSchema,
  type ApiData,
  type ApiList,
  type FlashcardDeckDetail,
  type FlashcardDeckSummary,
  type FlashcardImportResult,
  type FlashcardReviewResult,
  type GeneratedFlashcards,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Public,
  SignedIn,
  isActiveAdmin,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAbortSignalOf } from '../metering/client-abort-signal';
import { FlashcardGenerationService } from './flashcard-generation.service';
import { sniffImageType } from './flashcard-images';
import { FlashcardTransferService } from './flashcard-transfer.service';
import { readUploadedFile } from './flashcard-upload';
import { FlashcardErrors } from './flashcards.errors';
import { FlashcardsService } from './flashcards.service';
import { FlashcardStudyService } from './flashcard-study.service';
import { ToolSwitch } from '../settings/tool-switch.guard';

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * /api/flashcards: the caller's decks and cards, public decks by slug (to anyone), generation (paid,
 * by card-count tier), FSRS reviews, and import/export as CSV or Anki packages.
 */
@Controller('flashcards')
@SignedIn()
export class FlashcardsController {
  constructor(
    private readonly flashcards: FlashcardsService,
    private readonly study: FlashcardStudyService,
    private readonly generation: FlashcardGenerationService,
    private readonly transfer: FlashcardTransferService,
  ) {}

  @Get('decks')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
  ): Promise<ApiList<FlashcardDeckSummary>> {
    return this.flashcards.list(principal.userId, parseInput(flashcardDecksQuerySchema, query));
  }

  @Post('decks')
  @ToolSwitch('flashcards')
  @HttpCode(201)
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.create(principal.userId, parseInput(createFlashcardDeckSchema, body)) };
  }

  /** The caller's deck by id or slug, or a public deck, with the caller's own schedules. */
  @Get('decks/:id')
  async get(
    @Param('id') identifier: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.get(identifier, principal.userId) };
  }

  @Put('decks/:id')
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.update(principal.userId, id, parseInput(updateFlashcardDeckSchema, body)) };
  }

  @Delete('decks/:id')
  @HttpCode(204)
  async delete(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.flashcards.delete(principal.userId, id);
  }

  @Put('decks/:id/order')
  async reorder(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    const { card_ids } = parseInput(reorderFlashcardsSchema, body);
    return { data: await this.flashcards.reorder(principal.userId, id, card_ids) };
  }

  /** A public deck (by id or slug) copied into the caller's decks. */
  @Post('decks/:id/copy')
  @ToolSwitch('flashcards')
  @HttpCode(201)
  async copy(
    @Param('id') identifier: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.copy(principal.userId, identifier) };
  }

  /** The cards to study now: due reviews first, then new cards, each with the caller's schedule. */
  @Get('decks/:id/due')
  async due(
    @Param('id') identifier: string,
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    const { limit } = parseInput(flashcardDueQuerySchema, query);
    return { data: await this.study.dueCards(identifier, principal.userId, limit) };
  }

  @Get('decks/:id/export')
  async export(
    @Param('id') identifier: string,
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { format } = parseInput(flashcardExportQuerySchema, query);
    const file = await this.transfer.export(identifier, principal.userId, format);
    void reply.headers({ 'content-type': file.mediaType, 'content-disposition': attachment(file.fileName) });
    return file.bytes;
  }

  /** multipart/form-data with a `file` part: a CSV file or an .apkg, added at the end of the deck. */
  @Post('decks/:id/import')
  @HttpCode(201)
  async import(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardImportResult>> {
    await this.flashcards.ownedDeck(principal.userId, id);
    const file = await readUploadedFile(request, FLASHCARD_IMPORT_MAX_BYTES, () =>
      FlashcardErrors.FLASHCARD_IMPORT_TOO_LARGE(),
    );
    return { data: await this.transfer.import(principal.userId, id, file) };
  }

  /** multipart/form-data with a `file` part: a PNG, JPEG, WebP or GIF of at most 2 MB. */
  @Post('decks/:id/cards/:cardId/image')
  async setImage(
    @Param('id') id: string,
    @Param('cardId') cardId: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    await this.flashcards.ownedDeck(principal.userId, id);
    const file = await readUploadedFile(request, FLASHCARD_IMAGE_MAX_BYTES, () =>
      FlashcardErrors.FLASHCARD_IMAGE_TOO_LARGE(),
    );
    const mediaType = sniffImageType(file.bytes);
    if (!mediaType) throw FlashcardErrors.FLASHCARD_IMAGE_TYPE();
    return { data: await this.flashcards.setImage(principal.userId, id, cardId, { mediaType, bytes: file.bytes }) };
  }

  @Delete('decks/:id/cards/:cardId/image')
  async removeImage(
    @Param('id') id: string,
    @Param('cardId') cardId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.removeImage(principal.userId, id, cardId) };
  }

  /** Open route: a public deck by slug to anyone; with a signed-in viewer, their own schedules. */
  @Public()
  @Get('public/:slug')
  async getPublic(
    @Param('slug') slug: string,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiData<FlashcardDeckDetail>> {
    return { data: await this.flashcards.getPublic(slug, principal?.userId) };
  }

  @Post('generate')
  @ToolSwitch('flashcards')
  @HttpCode(201)
  async generate(
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<GeneratedFlashcards>> {
    const request = parseInput(generateFlashcardsSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey) ?? randomUUID();
    const data = await this.generation.generate(request, {
      userId: principal.userId,
      isAdmin: isActiveAdmin(principal),
      key,
      signal: clientAbortSignalOf(reply),
      context,
    });
    return { data };
  }

  @Post('reviews')
  @HttpCode(201)
  async review(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<FlashcardReviewResult>> {
    return { data: await this.study.review(principal.userId, parseInput(reviewFlashcardSchema, body)) };
  }
}
