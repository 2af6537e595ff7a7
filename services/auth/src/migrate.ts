import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { authService } from './service';

runMigrationProcess(authService);
