import type { MigrationClass } from '@studyhub/platform';
import { ContactMessages1763830000000 } from './1763830000000-contact-messages';
import { Blog1766000000000 } from './1766000000000-blog';
import { Scholarships1766100000000 } from './1766100000000-scholarships';
import { ManagedPages1766200000000 } from './1766200000000-managed-pages';
import { SupportInbox1766200100000 } from './1766200100000-support-inbox';
import { BlogCommentsOfDeletedAccounts1766200200000 } from './1766200200000-blog-comments-of-deleted-accounts';
import { AdminAuditEntries1766420000000 } from './1766420000000-admin-audit-entries';
import { ReportingReadModel1766440000000 } from './1766440000000-reporting-read-model';
import { ReportingPendingUniversities1766440100000 } from './1766440100000-reporting-pending-universities';
import { ReportSalesLinePoints1766503730000 } from './1766503730000-report-sales-line-points';
import { ReportsQueue1766410000000 } from './1766410000000-reports-queue';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  ContactMessages1763830000000,
  Blog1766000000000,
  Scholarships1766100000000,
  ManagedPages1766200000000,
  SupportInbox1766200100000,
  BlogCommentsOfDeletedAccounts1766200200000,
  ReportsQueue1766410000000,
  AdminAuditEntries1766420000000,
  ReportingReadModel1766440000000,
  ReportingPendingUniversities1766440100000,
  ReportSalesLinePoints1766503730000,
];
