import { DEFAULT_THEME, getPrimaryShade, isVirtualColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(resolved);
const shade = getPrimaryShade(resolved, 'light');
const palettes = Object.entries(resolved.colors).filter(([, shades]) => !isVirtualColor(shades));

describe('theme colours reach WCAG AA (4.5:1) in the light scheme', () => {
  it('white on the brand green, and the brand green on white', () => {
    expect(resolved.primaryColor).toBe('teal');
    expect(light['--mantine-color-teal-filled']).toBeUndefined();
    expect(contrast(resolved.colors.teal[shade], resolved.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolved.colors.teal[9], resolved.colors.teal[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed and placeholder text on white and the light greys', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder'] as const) {
      const color = light[variable] ?? '';
      for (const background of [resolved.white, ...resolved.colors.gray.slice(0, 3)]) {
        expect(contrast(color, background), `${variable} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(palettes)('%s: filled with white text, and light-variant text on shades 1–2', (name, shades) => {
    const filled = light[`--mantine-color-${name}-filled`] ?? shades[shade];
    const lightText = light[`--mantine-color-${name}-light-color`] ?? shades[9];
    expect(contrast(filled, resolved.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightText, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightText, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('the error colour is the readable red', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-filled)');
    expect(contrast(light['--mantine-color-red-filled'] ?? '', resolved.white)).toBeGreaterThanOrEqual(4.5);
  });
});
