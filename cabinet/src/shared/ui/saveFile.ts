/**
 * Saves a blob as a file through the browser's download (a blob link, let go a minute after the click: a large
 * archive may still be read by the browser's save when the click returns).
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
