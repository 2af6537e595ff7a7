import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { documentProcessingService } from './service';

runMigrationProcess(documentProcessingService);
