import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { contentService } from './service';

runServiceProcess(() => serviceOptionsFrom(contentService));
