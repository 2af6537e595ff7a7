import { Module } from '@nestjs/common';
import { HomeworkBankConsumer } from './homework-bank.consumer';

/** The public homework bank's intake of students' questions made public in ai-tools. */
@Module({ providers: [HomeworkBankConsumer] })
export class HomeworkBankModule {}
