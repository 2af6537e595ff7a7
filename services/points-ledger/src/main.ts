import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { pointsLedgerService } from './service';

runServiceProcess(() => serviceOptionsFrom(pointsLedgerService));
