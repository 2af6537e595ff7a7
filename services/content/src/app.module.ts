import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { AccountsModule } from './accounts/accounts.module';
import { AuditTrailModule } from './audit-trail/audit-trail.module';
import { BlogModule } from './blog/blog.module';
import { ContactModule } from './contact/contact.module';
import { PagesModule } from './pages/pages.module';
import { ReportingModule } from './reporting/reporting.module';
import { ReportsModule } from './reports/reports.module';
import { ScholarshipsModule } from './scholarships/scholarships.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        ContactModule,
        BlogModule,
        PagesModule,
        ScholarshipsModule,
        AccountsModule,
        AuditTrailModule,
        ReportsModule,
        ReportingModule,
      ],
    };
  }
}
