import 'reflect-metadata';
import { runMigrationProcess } from '@studyhub/platform';
import { ordersService } from './service';

runMigrationProcess(ordersService);
