import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { pointsLedgerService } from './service';

runMigrationProcess(pointsLedgerService);
