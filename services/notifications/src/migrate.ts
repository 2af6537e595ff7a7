import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { notificationsService } from './service';

runMigrationProcess(notificationsService);
