import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { png } from './media-fixtures.ts';

async function upload(
  api: TestApi,
  account: TestAccount | null,
  file: Buffer,
  name: string,
  lang = 'en',
  query = '?kind=image',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const headers: Record<string, string> = { 'accept-language': lang };
  if (account) headers.authorization = `Bearer ${account.token}`;
  const response = await fetch(`${api.url}/api/v1/file-upload${query}`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /file-upload and GET /uploads/:name', () => {
  let api: TestApi;
  let account: TestAccount;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false, maxUploadBytes: 1024 * 1024 });
    account = await registerCustomer(api);
  });
  afterAll(async () => api.close());

  it('stores a real PNG under a random name and serves it back as an image', async () => {
    const image = png(16);
    const result = await upload(api, account, image, 'avatar.jpg');
    expect(result.status).toBe(201);
    expect(result.body.data.file).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}\.png$/);
    expect(result.body.data.mime_type).toBe('image/png');
    const served = await fetch(`${api.url}${result.body.data.file}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    const second = await upload(api, account, image, 'avatar.jpg', 'en', '');
    expect(second.status).toBe(201);
    expect(second.body.data.mime_type).toBe('image/png');
    expect(second.body.data.file).not.toBe(result.body.data.file);
  });

  it('can be used as the profile picture', async () => {
    const { body } = await upload(api, account, png(8), 'me.png');
    const result = await call(api, 'PUT', 'customers/profile', {
      token: account.token,
      body: { profile_picture: body.data.file },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.profile_picture).toBe(body.data.file);
  });

  it('refuses a text file named .png, by its content, in both languages', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(20));
    const en = await upload(api, account, text, 'picture.png');
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ file: ['The file must be an image (jpeg, png, webp or gif).'] });
    const es = await upload(api, account, text, 'picture.png', 'es');
    expect(es.body.data).toEqual({ file: ['El archivo debe ser una imagen (jpeg, png, webp o gif).'] });
  });

  it('refuses a file over the size limit with 413 in both languages', async () => {
    const large = png(700);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const en = await upload(api, account, large, 'big.png');
    expect(en.status).toBe(413);
    expect(en.body.message).toBe('The file may not be greater than 1 MB.');
    const es = await upload(api, account, large, 'big.png', 'es');
    expect(es.status).toBe(413);
    expect(es.body.message).toBe('El archivo no puede superar 1 MB.');
  });

  it('needs the file field and a multipart body', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(png(4))]), 'x.png');
    const wrongField = await fetch(`${api.url}/api/v1/file-upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(wrongField.status).toBe(422);
    expect(await wrongField.json()).toMatchObject({ data: { file: ['Field required'] } });
    const json = await call(api, 'POST', 'file-upload', {
      token: account.token,
      body: { file: 'x' },
      lang: 'es',
    });
    expect(json.status).toBe(422);
    expect(json.body.data).toEqual({ file: ['Campo requerido'] });
  });

  it('needs a session', async () => {
    const result = await upload(api, null, png(4), 'x.png');
    expect(result.status).toBe(401);
  });

  it('answers 404 for names it never gave out', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      const result = await call(api, 'GET', `uploads/${name}`);
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe('notFound');
    }
  });
});
