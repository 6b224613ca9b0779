import type { UploadStorage } from '../uploads/storage.ts';
import { type PortraitLooks, portraitSvg } from './images/avatars.ts';
import { GALLERY_ART } from './images/gallery-art.ts';
import { svgToPng } from './images/rasterize.ts';
import { type SeedImage, storeImages } from './seed-images.ts';

/** Portraits are drawn at the largest size a page shows them (the search card), for 2× screens. */
const PORTRAIT_PX = 256;
const GALLERY_PX = 640;

export interface DemoImages {
  /** Each expert's portrait (PNG), by email: the email is its seed, so it never changes. */
  portraits: Map<string, Uint8Array>;
  /** The demo expert's gallery (PNG), in order. */
  gallery: Uint8Array[];
}

/** Draws the demo pictures in this process: nothing is fetched. */
export async function renderDemoImages(
  people: readonly { email: string; looks?: PortraitLooks }[],
): Promise<DemoImages> {
  const portraits = new Map<string, Uint8Array>();
  for (const { email, looks } of people)
    portraits.set(email, await svgToPng(portraitSvg(email, looks), PORTRAIT_PX));
  const gallery: Uint8Array[] = [];
  for (const art of GALLERY_ART) gallery.push(await svgToPng(art, GALLERY_PX));
  return { portraits, gallery };
}

/** The demo pictures kept as uploads: new experts' portraits by email, the gallery if its owner is new. */
export interface KeptImages {
  portraits: Map<string, SeedImage>;
  gallery: SeedImage[];
}

/**
 * Keeps the portraits of the experts being created, and the gallery when its owner is one of them,
 * in the upload storage (before their rows exist: the files are named at random, not by id).
 */
export async function keepDemoImages(
  storage: UploadStorage,
  images: DemoImages,
  newExpertEmails: readonly string[],
  galleryOwner: string,
): Promise<KeptImages> {
  const kept = await storeImages(
    storage,
    newExpertEmails.map((email) => {
      const portrait = images.portraits.get(email);
      if (!portrait) throw new Error(`no portrait drawn for ${email}`);
      return portrait;
    }),
  );
  const portraits = new Map(newExpertEmails.map((email, index) => [email, kept[index] as SeedImage]));
  const gallery = portraits.has(galleryOwner) ? await storeImages(storage, images.gallery) : [];
  return { portraits, gallery };
}

/** The kept pictures as their owners' upload records (`recordImages`). */
export function ownedImages(kept: KeptImages, idOf: (email: string) => number, galleryOwner: string) {
  return [
    ...[...kept.portraits].map(([email, image]) => ({ image, userId: idOf(email) })),
    ...kept.gallery.map((image) => ({ image, userId: idOf(galleryOwner) })),
  ];
}
