import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { aiToolsService } from './service';

runMigrationProcess(aiToolsService);
