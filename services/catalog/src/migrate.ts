import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { catalogService } from './service';

runMigrationProcess(catalogService);
