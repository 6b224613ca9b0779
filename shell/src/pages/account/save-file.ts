/** Hands a file made in the page to the browser's download (a link with `download`, clicked once). */
export function saveFile(file: Blob, name: string, doc: Document = document) {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `expertia-data-2026-11-28.json`, by the user's calendar day. */
export function dataFileName(now: Date = new Date()) {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `expertia-data-${day}.json`;
}
