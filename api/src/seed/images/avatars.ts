import { createAvatar, type StyleOptions } from '@dicebear/core';
import * as personas from '@dicebear/personas';

/**
 * The looks a portrait may take: DiceBear's "Personas" (by Draftbit, CC BY 4.0, credited in the
 * README), without what reads as a joke on a professional's page (pacifier, sunglasses, caps,
 * dyed hair) and with soft backgrounds.
 */
const LOOKS = {
  eyes: ['open', 'happy', 'glasses'],
  mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
  hair: [
    'long',
    'sideShave',
    'shortCombover',
    'curlyHighTop',
    'bobCut',
    'curly',
    'curlyBun',
    'buzzcut',
    'bobBangs',
    'bald',
    'balding',
    'bunUndercut',
    'fade',
    'straightBun',
    'extraLong',
    'shortComboverChops',
  ],
  hairColor: ['362c47', '6c4545', 'f29c65', 'dee1f5'],
  // Beards drawn at random would land on any name.
  facialHairProbability: 0,
  backgroundColor: ['d1f4e0', 'c0e4f5', 'e8ddf7', 'fde2c9', 'f7d9e3'],
} satisfies StyleOptions<personas.Options>;

/** Looks chosen for one person instead of drawn from the seed. */
export type PortraitLooks = Pick<StyleOptions<personas.Options>, 'hair' | 'hairColor' | 'eyes' | 'mouth'>;

/** A portrait as an SVG document, the same for the same `seed` (and looks) on every machine. */
export function portraitSvg(seed: string, looks: PortraitLooks = {}): string {
  return createAvatar(personas, { ...LOOKS, ...looks, seed }).toString();
}
