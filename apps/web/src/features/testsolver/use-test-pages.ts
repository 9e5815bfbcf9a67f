import { TEST_PHOTOS_MAX } from '@kreda/shared/limits';
import { useRef, useState } from 'react';
import { isPdf, MIXED_PAGES, ONE_PDF, TOO_MANY_PHOTOS, testFileProblem } from './test-pages.ts';

/** One page of the test before it is sent; the id stays while the page moves or is retaken. */
export interface PickedPage {
  id: string;
  file: File;
}

/** What picking `picked` does to `pages`: the pages after it, and why some files were not taken. */
function addPicked(
  pages: readonly PickedPage[],
  picked: readonly File[],
  maxBytes: number,
  make: (file: File) => PickedPage,
): { pages: readonly PickedPage[]; problem: string | null } {
  const refusal = picked.map((file) => testFileProblem(file, maxBytes)).find(Boolean) ?? null;
  const good = picked.filter((file) => !testFileProblem(file, maxBytes));
  if (good.length === 0) return { pages, problem: refusal };
  const pdfs = good.filter(isPdf);
  const hasPhotos = pages.some((page) => !isPdf(page.file));
  if (pdfs.length > 0) {
    if (pdfs.length < good.length || hasPhotos) return { pages, problem: MIXED_PAGES };
    if (pdfs.length > 1) return { pages, problem: ONE_PDF };
    // One PDF holds the whole test: a newly picked one takes the place of the last.
    return { pages: [make(pdfs[0] as File)], problem: refusal };
  }
  if (pages.some((page) => isPdf(page.file))) return { pages, problem: MIXED_PAGES };
  const room = TEST_PHOTOS_MAX - pages.length;
  const taken = good.slice(0, Math.max(room, 0));
  if (taken.length < good.length) {
    const problem =
      taken.length === 0
        ? TOO_MANY_PHOTOS
        : `Dodano ${taken.length} z ${good.length} zdjęć. ${TOO_MANY_PHOTOS}`;
    return { pages: [...pages, ...taken.map(make)], problem };
  }
  return { pages: [...pages, ...taken.map(make)], problem: refusal };
}

/**
 * The pages of a new test: photos in the pupil's order (added, moved, retaken, removed) or one
 * PDF, with the reason a picked file was not taken. Wrong kinds, sizes, a mix of photos and a PDF
 * and photos over the limit are refused here, before anything is sent.
 */
export function useTestPages(maxBytes: number) {
  const [pages, setPages] = useState<readonly PickedPage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const counter = useRef(0);
  const make = (file: File): PickedPage => {
    counter.current += 1;
    return { id: `strona-${counter.current}`, file };
  };

  const add = (picked: readonly File[]) => {
    const next = addPicked(pages, picked, maxBytes, make);
    setPages(next.pages);
    setProblem(next.problem);
  };
  /** A new photo of the page at `index` (its place and id stay). */
  const replace = (index: number, file: File) => {
    const refusal = testFileProblem(file, maxBytes) ?? (isPdf(file) ? MIXED_PAGES : null);
    setProblem(refusal);
    if (refusal) return;
    setPages(pages.map((page, at) => (at === index ? { ...page, file } : page)));
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= pages.length) return;
    const next = [...pages];
    [next[index], next[target]] = [next[target] as PickedPage, next[index] as PickedPage];
    setPages(next);
  };
  const remove = (index: number) => {
    setPages(pages.filter((_, at) => at !== index));
    setProblem(null);
  };

  return {
    pages,
    files: pages.map((page) => page.file),
    isPdf: pages.length === 1 && isPdf((pages[0] as PickedPage).file),
    problem,
    add,
    replace,
    move,
    remove,
  };
}

export type TestPages = ReturnType<typeof useTestPages>;
