import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { ContactModule } from './contact/contact.module';
import { PagesModule } from './pages/pages.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forKernel(kernel), ContactModule, PagesModule] };
  }
}
