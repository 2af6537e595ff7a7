import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { catalogService } from './service';

runServiceProcess(() => serviceOptionsFrom(catalogService));
