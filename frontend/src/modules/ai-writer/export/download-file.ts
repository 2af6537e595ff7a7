/** Hands a file built in the browser to the visitor as a download. */
export function downloadFile(content: Blob | Uint8Array, fileName: string, mediaType: string): void {
  const blob = content instanceof Blob ? content : new Blob([new Uint8Array(content)], { type: mediaType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the next task; the address is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_MEDIA_TYPE = 'application/pdf';
