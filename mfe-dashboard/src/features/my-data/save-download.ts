/** The file name of a Content-Disposition header, else a fallback. */
export function fileNameOf(header: string | null | undefined, fallback: string) {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/** Hands fetched bytes to the browser as a download under this name. */
export function saveDownload(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
