import { Controller, type DynamicModule, Get, Module } from '@nestjs/common';
import { PlatformModule, Public, type ServiceDefinition, type ServiceKernel } from '@studyhub/platform';

/** The endpoint every HTTP benchmark calls, on each server under test. */
export const FEATURED_PATH = '/documents/featured';

/** A small read-only answer (about 600 bytes), the same on every server. */
export const FEATURED_BODY = {
  data: [1, 2, 3].map((n) => ({
    id: `0b7c5a5e-6d1f-4a8e-9c3b-00000000000${n}`,
    title: `Organic chemistry lecture notes, part ${n}`,
    subject: 'chemistry',
    university: 'University of Studyhub',
    pages: 12 * n,
    pricePoints: 40 + n,
    rating: 4.5,
  })),
};

@Controller('documents')
export class FeaturedController {
  @Public()
  @Get('featured')
  featured(): typeof FEATURED_BODY {
    return FEATURED_BODY;
  }
}

/** Only the endpoint: what `createHttpApp` adds is all that runs around it. */
@Module({ controllers: [FeaturedController] })
export class FeaturedModule {}

/** A service with the full kernel (PlatformModule, global auth guard) serving the endpoint. */
@Module({})
export class BenchCatalogModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: BenchCatalogModule,
      imports: [PlatformModule.forKernel(kernel)],
      controllers: [FeaturedController],
    };
  }
}

/** Stands in for catalog behind the gateway: `/api/documents/featured` routes to it. */
export const benchCatalogService: ServiceDefinition = {
  service: 'catalog',
  rootModule: (kernel) => BenchCatalogModule.forKernel(kernel),
};
