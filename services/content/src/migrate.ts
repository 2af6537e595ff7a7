import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { contentService } from './service';

runMigrationProcess(contentService);
