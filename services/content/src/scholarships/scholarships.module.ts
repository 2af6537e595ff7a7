import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminScholarshipsController } from './admin-scholarships.controller';
import { AdminScholarshipsService } from './admin-scholarships.service';
import { DeadlineReminders } from './reminders/deadline-reminders';
import { ReminderScheduler } from './reminders/reminder-scheduler';
import { ScholarshipsController } from './scholarships.controller';
import { ScholarshipsRepository } from './scholarships.repository';
import { ScholarshipsService } from './scholarships.service';

@Module({
  controllers: [ScholarshipsController, AdminScholarshipsController],
  providers: [
    ScholarshipsService,
    ScholarshipsRepository,
    AdminScholarshipsService,
    AdminAudit,
    DeadlineReminders,
    ReminderScheduler,
  ],
  exports: [ReminderScheduler],
})
export class ScholarshipsModule {}
