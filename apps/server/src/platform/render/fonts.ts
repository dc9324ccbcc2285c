// Fonts come from an npm package the install step installs (Inter, SIL OFL), never from whatever the machine has:
// a render looks the same on a laptop, in CI and on a worker.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@expo-google-fonts/inter/package.json'));

export type FontWeight = 'Regular' | 'SemiBold' | 'Bold';

const FILES: Record<FontWeight, string> = {
  Regular: '400Regular/Inter_400Regular.ttf',
  SemiBold: '600SemiBold/Inter_600SemiBold.ttf',
  Bold: '700Bold/Inter_700Bold.ttf',
};

/** The font file of a weight and the Pango family name that selects it. */
export const font = (weight: FontWeight) => ({
  file: join(root, FILES[weight]),
  family: weight === 'Regular' ? 'Inter' : `Inter ${weight}`,
});
