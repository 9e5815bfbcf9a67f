/**
 * Starts a download the server sends as an attachment: the browser saves the file and the page
 * stays where it is (a refusal opens the server's small Polish page instead).
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file made in the browser (e.g. a generated document) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL may go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
