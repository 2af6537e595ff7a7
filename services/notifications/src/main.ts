import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { notificationsService } from './service';

runServiceProcess(() => serviceOptionsFrom(notificationsService));
