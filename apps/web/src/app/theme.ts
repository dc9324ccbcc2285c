import { DEFAULT_THEME, createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';

// Indigo at shade 8 gives white button text a 5.7:1 contrast; links use the same shade.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 4 },
  autoContrast: true,
  // Filled colours take black text above this luminance, white below: 0.179 is where both read alike, so every shade 8
  // (orange, teal, green…) gets the text that reads at 4.5:1 or better (Mantine's default, 0.3, gave orange.8 white 3.6:1).
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/**
 * The text of the light variant (badges, alerts): shade 9 on shade 1 reads below 4.5:1 for teal, green, lime, yellow
 * and orange (2.7–4.3:1), so each colour's shade 9 is darkened until it reads at 4.6:1 on its background.
 */
const lightVariantText = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => {
    let amount = 0;
    while (contrast(darken(shades[9], amount), shades[1]) < 4.6) amount += 0.05;
    return [`--mantine-color-${name}-light-color`, amount ? darken(shades[9], amount) : shades[9]];
  }),
);

// Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 reads at 8:1.
// Its error red (red.6) is 3.3:1; red.9 reads at 5.5:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
