import { Module } from '@nestjs/common';
import { InternalClient, SERVICE_CONFIG, internalApiSecret } from '@studyhub/platform';
import type { AiToolsEnv } from '../ai-tools.config';
import { DOCUMENT_TEXT_TIMEOUT_MS, DocumentTextClient } from './document-text.client';

/** The text of documents and study files (ADR 0019): import it and inject DocumentTextClient. */
@Module({
  providers: [
    {
      provide: DocumentTextClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: AiToolsEnv) =>
        new DocumentTextClient(
          new InternalClient({
            service: 'ai-tools',
            baseUrl: config.DOCUMENT_PROCESSING_URL,
            // Refuses the development secret in production, at boot.
            secret: internalApiSecret(config),
            timeoutMs: DOCUMENT_TEXT_TIMEOUT_MS,
          }),
        ),
    },
  ],
  exports: [DocumentTextClient],
})
export class DocumentTextModule {}
