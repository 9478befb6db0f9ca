import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The console's Mantine theme. Shades are chosen for contrast on white: filled buttons and
 * links at shade 8 (white on blue-8 is 4.9:1), muted text at gray-7, errors at red-9. Borders
 * of inputs and checkboxes are darkened in console.css (3:1 against their background).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 4 },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, "Liberation Mono", Menlo, Consolas, monospace',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Dialogs, menus and toasts appear without animation for users who ask for less motion.
  respectReducedMotion: true,
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-anchor': t.colors.blue[8],
    '--mantine-color-placeholder': t.colors.gray[6],
    '--pim-control-border': t.colors.gray[6],
  },
  dark: {},
});
