import type { MantineColorsTuple } from '@mantine/core';

/**
 * The brand green, used as the theme's `teal` and primary colour. Shades 0–6 are Mantine's teal;
 * 7–9 are darker so that text on them and they on white reach WCAG AA (4.5:1): 7 (filled buttons,
 * links) 5.0:1 on white, 8 (hover) 6.4:1, 9 (text of light badges and alerts) 7.2:1 on shade 1.
 */
export const BRAND_GREEN: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#066c4d',
  '#05593f',
];
