import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { authService } from './service';

runServiceProcess(() => serviceOptionsFrom(authService));
