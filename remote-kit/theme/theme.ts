import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  isVirtualColor,
  luminance,
} from '@mantine/core';
import { BRAND_GREEN } from './brand-green.ts';

/** WCAG 2 AA minimum for normal-size text. */
const TEXT_CONTRAST = 4.5;

/** WCAG contrast ratio of two colours (1–21). */
export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until text of it reads on `background`. */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 1; contrast(result, background) < TEXT_CONTRAST && step <= 20; step += 1) {
    result = darken(color, step * 0.05);
  }
  return result;
}

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal: BRAND_GREEN },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  components: {
    // A loader is named ("Loading the price"); a name on an element without a role is ignored by
    // screen readers (and refused by axe), so every loader is a status.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Light-scheme colours that Mantine's defaults leave below 4.5:1: dimmed and placeholder grey (on
 * white and the light greys of the footer and hovered rows), the error red, and for every palette
 * the filled colour (white text on it; it as text or outline on white) and the text of the light
 * and subtle variants (on shades 1–2). Remotes inherit all of it, so no component needs a colour of
 * its own to be readable. The brand green already passes and keeps its own shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const gray = resolved.colors.gray;
  const dimmed = readableOn(gray[6], gray[2]);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  };
  const shade = getPrimaryShade(resolved, 'light');
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (isVirtualColor(shades)) continue;
    const filled = readableOn(shades[shade], resolved.white);
    if (filled !== shades[shade]) {
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
      light[`--mantine-color-${name}-outline`] = filled;
    }
    const lightText = readableOn(shades[9], shades[2]);
    if (lightText !== shades[9]) light[`--mantine-color-${name}-light-color`] = lightText;
  }
  return { variables: {}, light, dark: {} };
};
