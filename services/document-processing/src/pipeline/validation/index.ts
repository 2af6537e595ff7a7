export { detectFileType, UNSUPPORTED_TYPE_REASON } from './detect-file-type';
export type { DocumentFileType, Refusal, RefusalCode, UploadSource } from './outcome';
export { checkUploadSize, DEFAULT_MAX_UPLOAD_MB, uploadLimits, type UploadLimits } from './upload-limits';
export { validateUpload, type AcceptedUpload, type UploadValidation } from './validate-upload';
