import type { Plugin } from 'vite';

/** Where the server serves the manifest the running clients poll (spec point 4). */
export const BUILD_MANIFEST_FILE = 'builds/latest.json';

export interface BuildManifest {
  id: string;
  timestamp: number;
}

/** Timestamp first so ids sort by time; the random tail tells apart two builds in one millisecond. */
export function createBuildId(now: number = Date.now()): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Gives every production build an id: compiled into the client as `import.meta.env.VITE_BUILD_ID`
 * and written to `dist/builds/latest.json`, so an open tab can tell that a newer build is live.
 * The dev server gets no id, which switches the build watcher off.
 */
export function buildIdPlugin(): Plugin {
  const timestamp = Date.now();
  const manifest: BuildManifest = { id: createBuildId(timestamp), timestamp };
  return {
    name: 'kreda-build-id',
    apply: 'build',
    config() {
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(manifest.id) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_FILE,
        source: `${JSON.stringify(manifest)}\n`,
      });
    },
  };
}
