/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by build-id-plugin.ts in production builds; undefined in dev and tests. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
