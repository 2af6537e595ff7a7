import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { aiToolsService } from './service';

runServiceProcess(() => serviceOptionsFrom(aiToolsService));
