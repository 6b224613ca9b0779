/** Only web addresses reach an href or src; `javascript:` and the like are dropped. */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A file the browser can play itself, as opposed to a page such as a video site's. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogv|ogg|mov|m4v)([?#]|$)/i.test(url);
}
