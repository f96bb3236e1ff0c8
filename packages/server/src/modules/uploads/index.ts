/** What other modules may use of the statement upload: the upload use-case (the workspace sends client statements through it). */
export { createUpload, MAX_UPLOAD_BYTES, type UploadInput, type UploadOutcome } from './create-upload.ts';
export { quoteStatement } from './quote-upload.ts';
