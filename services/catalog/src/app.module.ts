import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { CountriesModule } from './countries/countries.module';
import { CoursesModule } from './courses/courses.module';
import { UniversitiesModule } from './universities/universities.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forKernel(kernel), CountriesModule, UniversitiesModule, CoursesModule],
    };
  }
}
