import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { registerExpert } from './experts-fixtures.ts';
import { call, registerCustomer, startTestApi, type TestAccount, type TestApi } from './harness.ts';
import { isoMedia, png } from './media-fixtures.ts';

/**
 * An upload is referenced only by the account that made it (gallery, profile picture, profile
 * video); an external link only where the spec takes one (the video link), and then https only.
 */
describe('references to uploads', () => {
  let api: TestApi;
  let owner: TestAccount;
  let expert: TestAccount;
  let customer: TestAccount;
  let ownersImage: string;
  let ownersVideo: string;
  beforeAll(async () => {
    api = await startTestApi({ seedDemoData: false });
    [owner, expert, customer] = [
      await registerExpert(api),
      await registerExpert(api),
      await registerCustomer(api),
    ];
    ownersImage = await uploadAs(owner, 'image');
    ownersVideo = await uploadAs(owner, 'video');
  });
  afterAll(async () => api.close());

  async function uploadAs(account: TestAccount, kind: 'image' | 'video'): Promise<string> {
    const form = new FormData();
    const [content, type, name] =
      kind === 'image' ? [png(4), 'image/png', 'photo.png'] : [isoMedia('isom', 64), 'video/mp4', 'clip.mp4'];
    form.append('file', new Blob([new Uint8Array(content)], { type }), name);
    const response = await fetch(`${api.url}/api/v1/file-upload?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { file: string } }).data.file;
  }

  /** The call refused with 422 on `field`, in English and Spanish. */
  async function refused(
    account: TestAccount,
    path: string,
    body: Record<string, unknown>,
    field: string,
    [en, es]: [string, string],
  ) {
    for (const [lang, message] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const result = await call(api, 'PUT', path, { token: account.token, body, lang });
      expect(result.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(result.body.data).toEqual({ [field]: [message] });
    }
  }

  const NOT_YOURS: [string, string] = [
    'Choose a file you uploaded yourself.',
    'Elige un archivo que hayas subido tú.',
  ];

  it("refuses another person's upload in an expert's gallery, whose page then does not show it", async () => {
    await refused(expert, 'experts/profile/gallery', { media: [ownersImage] }, 'media', NOT_YOURS);
    const mine = await uploadAs(expert, 'image');
    await refused(expert, 'experts/profile/gallery', { media: [mine, ownersImage] }, 'media', NOT_YOURS);
    expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.gallery).toEqual([]);
    const saved = await call(api, 'PUT', 'experts/profile/gallery', {
      token: expert.token,
      body: { media: [mine] },
    });
    expect(saved.status).toBe(200);
    expect((await call(api, 'GET', `experts/${expert.userId}`)).body.data.gallery).toEqual([{ file: mine }]);
  });

  it("refuses another person's upload, or any link, as a customer's profile picture", async () => {
    for (const picture of [ownersImage, 'https://elsewhere.example.test/face.png', 'javascript:alert(1)']) {
      await refused(
        customer,
        'customers/profile',
        { profile_picture: picture },
        'profile_picture',
        NOT_YOURS,
      );
    }
    await refused(
      customer,
      'customers/profile',
      { profile_picture: await uploadAs(customer, 'video') },
      'profile_picture',
      [
        'The file must be an image (jpeg, png, webp or gif).',
        'El archivo debe ser una imagen (jpeg, png, webp o gif).',
      ],
    );
    const mine = await uploadAs(customer, 'image');
    const saved = await call(api, 'PUT', 'customers/profile', {
      token: customer.token,
      body: { profile_picture: mine },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile_picture).toBe(mine);
  });

  it("refuses another person's upload, or any link, as an expert's profile picture", async () => {
    for (const picture of [ownersImage, 'https://elsewhere.example.test/face.png']) {
      await refused(expert, 'experts/profile', { profile_picture: picture }, 'profile_picture', NOT_YOURS);
    }
    const mine = await uploadAs(expert, 'image');
    const saved = await call(api, 'PUT', 'experts/profile', {
      token: expert.token,
      body: { profile_picture: mine },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile_picture).toBe(mine);
  });

  it('keeps the picture the account already has, such as a social provider’s link', async () => {
    const social = await registerCustomer(api);
    const picture = 'https://lh3.example.test/a/photo.jpg';
    await api.app.db.update(users).set({ profilePicture: picture }).where(eq(users.id, social.userId));
    const saved = await call(api, 'PUT', 'customers/profile', {
      token: social.token,
      body: { first_name: 'Lola', profile_picture: picture },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profile_picture).toBe(picture);
  });

  it("takes as profile video the expert's own video or an https link, nothing else", async () => {
    await refused(expert, 'experts/profile', { profile_video: ownersVideo }, 'profile_video', NOT_YOURS);
    await refused(
      expert,
      'experts/profile',
      { profile_video: await uploadAs(expert, 'image') },
      'profile_video',
      ['The file must be a video (mp4, webm or mov).', 'El archivo debe ser un video (mp4, webm o mov).'],
    );
    const notHttps: [string, string] = [
      'The video link must start with https://',
      'El enlace del video debe empezar por https://',
    ];
    for (const link of [
      'http://videos.example.test/intro',
      'javascript:alert(1)',
      'ftp://videos.example.test/x',
    ]) {
      await refused(expert, 'experts/profile', { profile_video: link }, 'profile_video', notHttps);
    }
    for (const video of [await uploadAs(expert, 'video'), 'https://videos.example.test/watch?v=42']) {
      const saved = await call(api, 'PUT', 'experts/profile', {
        token: expert.token,
        body: { profile_video: video },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.profile_video).toBe(video);
    }
  });
});
