import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServiceDefinition } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { startHostedService } from '../money/hosted-service';
import { ORDERS_DIST } from '../money/money-dist';
import type { SellableDocument } from '../money/checkout-plan';
import { onMessage, runHost, send } from './host-runtime';

/** The parts of the built orders service (`services/orders/dist`) this host uses. */
interface OrdersServiceModule {
  ordersService: ServiceDefinition;
}
interface DocumentFact {
  documentId: string;
  sellerId: string;
  title: string;
  slug: string;
  pointsPrice: number | null;
  status: 'APPROVED';
  occurredAt: string;
}
interface SellableDocumentsRepositoryInstance {
  record(manager: EntityManager, fact: DocumentFact): Promise<void>;
}
interface SellableDocumentsModule {
  SellableDocumentsRepository: abstract new (...args: never[]) => SellableDocumentsRepositoryInstance;
}

/**
 * The orders service as `main.ts` starts it. Answers `documents` by recording each as approved in
 * its read copy of sellable documents through the service's own repository (what its
 * document.approved.v1 consumer does).
 */
runHost(async () => {
  const load = createRequire(__filename);
  const { ordersService } = load(path.join(ORDERS_DIST, 'service.js')) as OrdersServiceModule;
  const { SellableDocumentsRepository } = load(
    path.join(ORDERS_DIST, 'document-orders', 'sellable-documents.repository.js'),
  ) as SellableDocumentsModule;
  const service = await startHostedService(ordersService, 'bench-orders');
  const { app, kernel } = service.running;
  const documents = app.get(SellableDocumentsRepository);

  onMessage('documents', async (message) => {
    const approved = message.documents as SellableDocument[];
    const occurredAt = new Date().toISOString();
    await kernel.dataSource.transaction(async (manager) => {
      for (const document of approved) {
        await documents.record(manager, { ...document, status: 'APPROVED', occurredAt });
      }
    });
    send({ type: 'documents-recorded', count: approved.length });
  });

  return { ready: { port: service.running.port }, stop: () => service.stop() };
});
