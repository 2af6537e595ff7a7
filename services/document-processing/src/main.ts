import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { documentProcessingService } from './service';

runServiceProcess(() => serviceOptionsFrom(documentProcessingService));
