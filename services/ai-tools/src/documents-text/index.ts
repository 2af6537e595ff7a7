/**
 * The text of catalog documents and study files, read from document-processing through signed
 * internal calls (ADR 0019). Import DocumentTextModule and inject DocumentTextClient.
 */
export { DocumentTextModule } from './document-text.module';
export { DocumentTextClient, type DocumentReader, DOCUMENT_TEXT_TIMEOUT_MS } from './document-text.client';
export { DocumentTextErrors } from './document-text.errors';
