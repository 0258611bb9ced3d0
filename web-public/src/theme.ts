import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep Gulf navy and a ballpark red: the brand's two colours. */
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#d9e2f0',
  '#aec2e2',
  '#7f9fd3',
  '#5982c6',
  '#4170bf',
  '#3466bd',
  '#2656a7',
  '#1d4c96',
  '#0b1d33',
];

const red: MantineColorsTuple = [
  '#ffeaec',
  '#fdd4d6',
  '#f4a7ac',
  '#ec777e',
  '#e64f57',
  '#e3363f',
  '#e22732',
  '#c91a25',
  '#b41220',
  '#9e0419',
];

/** Document 1 §9: a tooltip opens after the pointer has rested this long. */
export const TOOLTIP_OPEN_DELAY_MS = 700;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy, red },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily: "'Oswald', 'Inter Variable', system-ui, sans-serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, offset: 4 } },
  },
});
