import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { ShownMessage } from './chat.tsx';

export type VideoPageApi = {
  join(url: string, token: string): Promise<string>;
  sendChat(text: string): Promise<void>;
  shareScreen(withAudio?: boolean): Promise<void>;
  stopScreenShare(): Promise<void>;
  observe(): Promise<{
    remoteVideo?: { width: number; height: number; frames: number };
    videoDecoded: { frames: number; keyFrames: number; freezes: number };
    remoteAudioPackets: number;
    messages: ShownMessage[];
    remoteIdentities: string[];
    disconnected?: { reason: string; at: number };
    remoteVideoBySource: Record<string, { sid: string; width: number; height: number; frames: number }>;
    remoteSources: string[];
  }>;
  firstFrameDelay(): number | undefined;
  leave(): Promise<void>;
};

/** Debian's Chromium with a fake camera and microphone; no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Serves a page that bundles livekit-client and @livekit/components-react's chat, on a loopback port (a secure context for getUserMedia). */
export async function servePage(): Promise<{ url: string; close(): Promise<void> }> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><meta charset="utf-8"><title>video</title><script type="module" src="/page.js"></script>';
  const server: Server = createServer((request, response) => {
    if (request.url === '/page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-gpu',
    ],
  });
}

/** A fresh browser context on the test page, with window.video ready. */
export async function openVideoPage(browser: Browser, pageUrl: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.goto(pageUrl);
  await page.waitForFunction(() => 'video' in window);
  return page;
}

/** Calls a method of the page's window.video. */
export function call<K extends keyof VideoPageApi>(
  page: Page,
  method: K,
  ...args: Parameters<VideoPageApi[K]>
): Promise<Awaited<ReturnType<VideoPageApi[K]>>> {
  return page.evaluate(
    ([name, params]) => {
      const api = (window as unknown as { video: Record<string, (...a: unknown[]) => unknown> }).video;
      return api[name as string]?.(...(params as unknown[]));
    },
    [method, args] as const,
  ) as Promise<Awaited<ReturnType<VideoPageApi[K]>>>;
}
