import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SERVICE_CONFIG, createObjectStorage, type ObjectStorage, type ServiceEnv } from '@studyhub/platform';
import { seedDemoDocuments, type DemoSeller } from './demo-documents';

export type { DemoSeller } from './demo-documents';

/** The demo documents, written to the service's configured storage. */
@Injectable()
export class DemoCatalogSeeder {
  private readonly storage: ObjectStorage;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceEnv) {
    this.storage = createObjectStorage(config);
  }

  seedDocuments(manager: EntityManager, seller: DemoSeller): Promise<number> {
    return seedDemoDocuments(manager, seller, this.storage);
  }
}
