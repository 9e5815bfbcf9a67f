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
