import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { UploadSimilarityCheck } from '../flagging/upload-similarity-check';
import { PlagiarismCorpus } from './plagiarism-corpus.service';

type Envelope<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * Feeds the corpus from catalog's moderation decisions and checks new uploads. Runs in the inbox
 * transaction: a replayed event changes nothing twice, and a failed read of a document's text is
 * retried with the event.
 */
@Injectable()
export class PlagiarismCorpusConsumer {
  constructor(
    private readonly corpus: PlagiarismCorpus,
    private readonly uploads: UploadSimilarityCheck,
  ) {}

  @HandlesEvent('document.approved.v1')
  async approved(event: Envelope<'document.approved.v1'>, { manager, logger }: Context): Promise<void> {
    const { documentId, sellerId, title, slug } = event.data;
    const fingerprints = await this.corpus.addDocument(
      manager,
      { documentId, sellerId, title, slug },
      event.correlationId,
    );
    if (fingerprints === null) logger.info({ documentId }, 'approved document waits for its text');
    else logger.info({ documentId, fingerprints }, 'approved document added to the plagiarism corpus');
  }

  @HandlesEvent('document.rejected.v1')
  async rejected(event: Envelope<'document.rejected.v1'>, { manager }: Context): Promise<void> {
    await this.corpus.remove(manager, 'document', event.data.documentId);
  }

  @HandlesEvent('document.deleted.v1')
  async deleted(event: Envelope<'document.deleted.v1'>, { manager }: Context): Promise<void> {
    await this.corpus.remove(manager, 'document', event.data.documentId);
  }

  /**
   * An approved document processed (late, or again with a new file) is indexed from its new text;
   * any other upload is checked against the approved documents.
   */
  @HandlesEvent('document.processed.v1')
  async processed(event: Envelope<'document.processed.v1'>, context: Context): Promise<void> {
    const approved = await this.corpus.approvedDocument(context.manager, event.data.documentId);
    if (approved) await this.corpus.addDocument(context.manager, approved, event.correlationId);
    else await this.uploads.check(event.data.documentId, context, event.correlationId);
  }
}
