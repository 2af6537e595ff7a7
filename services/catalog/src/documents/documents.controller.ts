import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  changeDocumentPriceSchema,
  createDocumentSchema,
  documentListQuerySchema,
  documentReviewSchema,
  documentViewSchema,
  featuredDocumentsQuerySchema,
  paginationQuerySchema,
  type ApiData,
  type ApiList,
  type BookmarkResponse,
  type CreatedDocumentResponse,
  type DocumentDetail,
  type DocumentPriceResponse,
  type DocumentReviewResponse,
  type DocumentSummary,
  type OwnDocumentSummary,
  type SellerViews,
  sellerViewsQuerySchema,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Public,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { DocumentSearchRepository } from '../search/document-search.repository';
import { DocumentsService } from './documents.service';
import { ModerationService } from './moderation.service';

@Controller('documents')
@SignedIn()
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly search: DocumentSearchRepository,
    private readonly moderation: ModerationService,
  ) {}

  /** Browse and text search over approved documents, with an exact total. */
  @Public()
  @Get()
  async list(@Query() query: unknown): Promise<ApiList<DocumentSummary>> {
    const filter = parseInput(documentListQuerySchema, query);
    const { documents, total } = await this.search.browse(filter);
    return { data: documents, meta: { page: filter.page, limit: filter.limit, total } };
  }

  @Public()
  @Get('featured')
  async featured(@Query() query: unknown): Promise<ApiData<DocumentSummary[]>> {
    const { limit } = parseInput(featuredDocumentsQuerySchema, query);
    return { data: await this.documents.featured(limit) };
  }

  @Get('mine/views')
  async viewsOfMine(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiData<SellerViews>> {
    const { days } = parseInput(sellerViewsQuerySchema, query);
    return { data: await this.documents.viewsOfMine(principal.userId, days) };
  }

  @Get('mine')
  async mine(@CurrentPrincipal() principal: Principal): Promise<ApiData<OwnDocumentSummary[]>> {
    return { data: await this.documents.mine(principal.userId) };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<CreatedDocumentResponse>> {
    return { data: await this.documents.create(principal.userId, parseInput(createDocumentSchema, body), context) };
  }

  @Public()
  @Get(':key')
  async detail(@Param('key') key: string, @CurrentPrincipal() principal?: Principal): Promise<ApiData<DocumentDetail>> {
    return { data: await this.documents.detail(key, principal) };
  }

  @Public()
  @Get(':key/related')
  async related(
    @Param('key') key: string,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiData<DocumentSummary[]>> {
    return { data: await this.documents.related(key, principal) };
  }

  @Public()
  @Post(':key/views')
  @HttpCode(204)
  async view(
    @Param('key') key: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    await this.documents.recordView(key, principal, parseInput(documentViewSchema, body ?? {}));
  }

  @Post(':key/bookmark')
  @HttpCode(200)
  async bookmark(
    @Param('key') key: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<BookmarkResponse>> {
    return { data: { bookmarked: await this.documents.toggleBookmark(key, principal) } };
  }

  @Public()
  @Get(':key/reviews')
  async reviews(
    @Param('key') key: string,
    @Query() query: unknown,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiList<DocumentReviewResponse>> {
    const { page, limit } = parseInput(paginationQuerySchema, query);
    const { reviews, total } = await this.documents.listReviews(key, principal, page, limit);
    return { data: reviews, meta: { page, limit, total } };
  }

  @Post(':key/reviews')
  async review(
    @Param('key') key: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<DocumentReviewResponse>> {
    return { data: await this.documents.review(key, principal, parseInput(documentReviewSchema, body)) };
  }

  /** The seller sets a new price (US dollars); buyers pay the new points price from now on. */
  @Put(':key/price')
  async changePrice(
    @Param('key') key: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<DocumentPriceResponse>> {
    return {
      data: await this.documents.changePrice(key, principal, parseInput(changeDocumentPriceSchema, body), context),
    };
  }

  /** The seller sends a soft-rejected document back to review. */
  @Post(':key/resubmit')
  @HttpCode(200)
  async resubmit(
    @Param('key') key: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ status: string }>> {
    const document = await this.documents.visible(key, principal);
    const status = await this.moderation.move(
      document.id,
      { to: 'PENDING', reason: '', moderator: null, sellerId: principal.userId },
      context,
    );
    return { data: { status } };
  }

  /** The seller takes their own document down. */
  @Delete(':key')
  @HttpCode(200)
  async remove(
    @Param('key') key: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ status: string }>> {
    const document = await this.documents.visible(key, principal);
    const status = await this.moderation.move(
      document.id,
      { to: 'DELETED', reason: 'Removed by the seller', moderator: null, sellerId: principal.userId },
      context,
    );
    return { data: { status } };
  }
}
