import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { ordersService } from './service';

runServiceProcess(() => serviceOptionsFrom(ordersService));
