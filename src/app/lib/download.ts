/** Hands a file to the browser as a download (an anchor with `download`, clicked). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands text to the browser as a downloaded file (no server round trip; works offline). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
