import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image it reads: its native library takes ~180 ms to load
 * (measured on the 2-core bench machine), which a restart would otherwise pay before it listens,
 * though only an upload or a cover uses it. Await it outside a `try` that turns failures into "not
 * an image": a library that cannot load is the server's fault, not the file's.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
