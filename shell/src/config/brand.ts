/** Product name shown in the logo, titles and the copyright line. */
export const BRAND = 'Expertia';

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/',
  x: 'https://x.com/',
} as const;
