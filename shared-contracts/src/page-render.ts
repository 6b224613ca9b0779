// What a page rendered on the server leaves for the browser, between the renderer (deploy/render)
// and the shell's hydration. No imports: the shell's federation runtime plugin reads the pinned
// registry before any shared module exists.

/** The element holding the data the page was rendered with (JSON, never run). */
export const PAGE_DATA_ID = 'page-data';

/** The element holding the registry the page was rendered with: the browser loads those versions. */
export const PINNED_REGISTRY_ID = 'remote-registry';

/** JSON inside an HTML element: `<` escaped, so no text in it (`</script>`) can end the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
