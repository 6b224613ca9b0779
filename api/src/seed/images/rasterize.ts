import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

let loading: Promise<void> | undefined;

/** resvg's WebAssembly build, read once per process from its package: no network, no native binary. */
function loadRenderer(): Promise<void> {
  loading ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'))
    .then((wasm) => initWasm(wasm))
    .catch((error: unknown) => {
      // Another copy of this module (a test runner's fresh module graph) may have loaded it first.
      if (error instanceof Error && error.message.startsWith('Already initialized')) return;
      loading = undefined;
      throw error;
    });
  return loading;
}

/** An SVG document drawn as a PNG `width` pixels wide (its height keeps the document's ratio). */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  await loadRenderer();
  const document = new Resvg(svg, { fitTo: { mode: 'width', value: width } });
  const image = document.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    document.free();
  }
}
