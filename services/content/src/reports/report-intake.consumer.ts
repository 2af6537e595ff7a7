import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { ReportIntakeService } from './report-intake.service';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/** Takedown notices and plagiarism flags entering the reports queue. */
@Injectable()
export class ReportIntakeConsumer {
  constructor(private readonly intake: ReportIntakeService) {}

  @HandlesEvent('legal.submission-received.v1')
  async submissionReceived(event: Event<'legal.submission-received.v1'>, { manager, logger }: Context): Promise<void> {
    await this.intake.takeNotice(manager, event.data, logger);
  }

  @HandlesEvent('document.similarity-flagged.v1')
  async similarityFlagged(event: Event<'document.similarity-flagged.v1'>, { manager, logger }: Context): Promise<void> {
    await this.intake.takeSimilarityFlag(manager, event.data, logger);
  }
}
