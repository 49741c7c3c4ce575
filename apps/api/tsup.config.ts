import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Every npm dependency of the api and of the workspace packages it bundles stays external. */
const manifests = ['./package.json', '../../packages/db/package.json', '../../packages/domain/package.json', '../../packages/email/package.json'];
const external = [
  ...new Set(
    manifests.flatMap((path) => {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string> };
      return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@lug/'));
    }),
  ),
];

/** One bundle per entry; our workspace packages are bundled in, npm packages stay external. */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  noExternal: [/^@lug\//],
  external,
});
