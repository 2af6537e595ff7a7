import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { CountriesModule } from './countries/countries.module';
import { CoursesModule } from './courses/courses.module';
import { DocumentsModule } from './documents/documents.module';
import { ExternalUniversitiesModule } from './external-universities/external-universities.module';
import { HomeworkBankModule } from './homework-bank/homework-bank.module';
import { ReadCopiesModule } from './read-copies/read-copies.module';
import { SearchModule } from './search/search.module';
import { SubjectsModule } from './subjects/subjects.module';
import { TaxonomyModule } from './taxonomy/taxonomy.module';
import { TextbooksModule } from './textbooks/textbooks.module';
import { UniversitiesModule } from './universities/universities.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        CountriesModule,
        UniversitiesModule,
        CoursesModule,
        TaxonomyModule,
        SubjectsModule,
        TextbooksModule,
        ExternalUniversitiesModule,
        SearchModule,
        DocumentsModule,
        ReadCopiesModule,
        HomeworkBankModule,
      ],
    };
  }
}
