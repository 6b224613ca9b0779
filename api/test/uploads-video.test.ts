import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { detectMediaType } from '../src/uploads/media-types.ts';
import { registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { isoMedia, matroska, png } from './media-fixtures.ts';

const MB = 1024 * 1024;

describe('video uploads and byte ranges', () => {
  let api: TestApi;
  let account: TestAccount;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, maxUploadBytes: MB, maxVideoUploadBytes: 2 * MB });
    account = await registerCustomer(api);
  });
  afterAll(async () => api.close());

  async function upload(file: Buffer, name: string, { query = '', lang = 'en' } = {}) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), name);
    const response = await fetch(`${api.url}/api/v1/file-upload${query}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${account.token}`, 'accept-language': lang },
    });
    return { status: response.status, body: await response.json() };
  }

  const get = (file: string, range?: string) =>
    fetch(`${api.url}${file}`, { headers: range ? { range } : {} });

  it('builds fixtures the detection recognises', async () => {
    expect(await detectMediaType(isoMedia('isom', 16))).toMatchObject({
      mimeType: 'video/mp4',
      kind: 'video',
    });
    expect(await detectMediaType(isoMedia('qt  ', 16))).toMatchObject({ mimeType: 'video/quicktime' });
    expect(await detectMediaType(matroska('webm', 16))).toMatchObject({ mimeType: 'video/webm' });
    expect(await detectMediaType(matroska('matroska', 16))).toBeNull();
  });

  it('stores MP4, WebM and QuickTime files by their content, under their own extension', async () => {
    const cases = [
      { bytes: isoMedia('isom', 64), name: 'clip.webm', mime: 'video/mp4', extension: 'mp4' },
      { bytes: matroska('webm', 64), name: 'clip.mp4', mime: 'video/webm', extension: 'webm' },
      { bytes: isoMedia('qt  ', 10_000), name: 'clip', mime: 'video/quicktime', extension: 'mov' },
    ];
    for (const { bytes, name, mime, extension } of cases) {
      const result = await upload(bytes, name);
      expect(result.status, name).toBe(201);
      expect(result.body.data.mime_type).toBe(mime);
      expect(result.body.data.file).toMatch(new RegExp(`^/api/v1/uploads/[0-9a-f]{32}\\.${extension}$`));
      const served = await get(result.body.data.file);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('takes a video over the image limit, up to the video limit', async () => {
    const video = isoMedia('isom', Math.round(1.5 * MB));
    const result = await upload(video, 'long.mp4');
    expect(result.status).toBe(201);
    const served = await get(result.body.data.file);
    expect(served.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
  });

  it('refuses a video over its limit, and an image over the image limit, with 413', async () => {
    const video = await upload(isoMedia('isom', Math.round(2.5 * MB)), 'huge.mp4');
    expect(video.status).toBe(413);
    expect(video.body.message).toBe('The file may not be greater than 2 MB.');
    const es = await upload(isoMedia('isom', Math.round(2.5 * MB)), 'huge.mp4', { lang: 'es' });
    expect(es.body.message).toBe('El archivo no puede superar 2 MB.');
    const image = await upload(png(700), 'big.png');
    expect(image.status).toBe(413);
    expect(image.body.message).toBe('The file may not be greater than 1 MB.');
  });

  it('refuses what is not an accepted image or video, whatever its name, in both languages', async () => {
    const files = [
      Buffer.from('hello, this is a text file\n'.repeat(300)),
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      matroska('matroska', 64),
    ];
    for (const file of files) {
      const en = await upload(file, 'clip.mp4');
      expect(en.status).toBe(422);
      expect(en.body.data).toEqual({
        file: ['The file must be an image (jpeg, png, webp or gif) or a video (mp4, webm or mov).'],
      });
    }
    const es = await upload(files[0] as Buffer, 'clip.mp4', { lang: 'es' });
    expect(es.body.data).toEqual({
      file: ['El archivo debe ser una imagen (jpeg, png, webp o gif) o un video (mp4, webm o mov).'],
    });
  });

  it('lets the caller insist on an image or on a video', async () => {
    const video = await upload(isoMedia('isom', 64), 'me.mp4', { query: '?kind=image' });
    expect(video.status).toBe(422);
    expect(video.body.data).toEqual({ file: ['The file must be an image (jpeg, png, webp or gif).'] });
    const image = await upload(png(8), 'clip.png', { query: '?kind=video', lang: 'es' });
    expect(image.status).toBe(422);
    expect(image.body.data).toEqual({ file: ['El archivo debe ser un video (mp4, webm o mov).'] });
    expect((await upload(isoMedia('isom', 64), 'clip.mp4', { query: '?kind=video' })).status).toBe(201);
    expect((await upload(png(8), 'me.png', { query: '?kind=image' })).status).toBe(201);
    const wrong = await upload(png(8), 'me.png', { query: '?kind=audio' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.data)).toEqual(['kind']);
  });

  it('leaves no file behind for a refused upload', async () => {
    const folder = path.join(api.config.dataDir, 'uploads');
    const before = (await readdir(folder)).sort();
    await upload(Buffer.from('not a video'), 'x.mp4');
    await upload(isoMedia('isom', Math.round(2.5 * MB)), 'huge.mp4');
    await upload(isoMedia('isom', 64), 'x.mp4', { query: '?kind=image' });
    expect((await readdir(folder)).sort()).toEqual(before);
  });

  it('removes the file of an upload cut off midway', async () => {
    const folder = path.join(api.config.dataDir, 'uploads');
    const before = (await readdir(folder)).sort();
    const video = isoMedia('isom', 200_000);
    const opening = Buffer.from(
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    );
    const sending = request(`${api.url}/api/v1/file-upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.token}`,
        'content-type': 'multipart/form-data; boundary=cut',
        'content-length': String(opening.length + video.length + 10),
      },
    });
    sending.on('error', () => {});
    sending.write(Buffer.concat([opening, video.subarray(0, 100_000)]));
    await vi.waitFor(async () => expect((await readdir(folder)).length).toBe(before.length + 1));
    sending.destroy();
    await vi.waitFor(async () => expect((await readdir(folder)).sort()).toEqual(before));
  });

  describe('GET with Range', () => {
    let video: Buffer;
    let file: string;
    beforeAll(async () => {
      video = isoMedia('isom', 20_000);
      file = (await upload(video, 'seek.mp4')).body.data.file;
    });

    it('answers 206 with the exact slice, its Content-Range and the usual headers', async () => {
      const cases: [string, number, number][] = [
        ['bytes=100-199', 100, 199],
        ['bytes=0-0', 0, 0],
        [`bytes=${video.length - 10}-`, video.length - 10, video.length - 1],
        ['bytes=-16', video.length - 16, video.length - 1],
        ['bytes=19990-99999999', 19_990, video.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const served = await get(file, range);
        expect(served.status, range).toBe(206);
        expect(served.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(served.headers.get('content-length')).toBe(String(end - start + 1));
        expect(served.headers.get('accept-ranges')).toBe('bytes');
        expect(served.headers.get('content-type')).toBe('video/mp4');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(Buffer.from(await served.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
      }
    });

    it('answers 416 for a range past the end', async () => {
      for (const range of [
        `bytes=${video.length}-`,
        `bytes=${video.length + 5}-${video.length + 9}`,
        'bytes=-0',
      ]) {
        const served = await get(file, range);
        expect(served.status, range).toBe(416);
        expect(served.headers.get('content-range')).toBe(`bytes */${video.length}`);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        await served.arrayBuffer();
      }
    });

    it('answers the whole file for no range, or one it does not serve', async () => {
      for (const range of [undefined, 'bytes=0-1,5-9', 'items=0-5', 'bytes=9-3', 'bytes=x-']) {
        const served = await get(file, range);
        expect(served.status, range).toBe(200);
        expect(served.headers.get('accept-ranges')).toBe('bytes');
        expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
      }
    });

    it('serves a range of an image too', async () => {
      const image = png(16);
      const stored = (await upload(image, 'me.png')).body.data.file;
      const served = await get(stored, 'bytes=0-7');
      expect(served.status).toBe(206);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(image.subarray(0, 8))).toBe(true);
    });
  });
});
