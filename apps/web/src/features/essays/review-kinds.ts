import type { ReviewQuoteKind } from './api/review-fragments.ts';

// How each kind of quote looks. Never by colour alone: every highlight carries its short mark
// („ort.”, „+”) and the kind in words for screen readers, errors have a wavy underline and
// strengths a solid one. Dark text on a light tint keeps the contrast above 4.5:1.

export interface QuoteKindLook {
  /** One quote: „Błąd ortograficzny”. */
  label: string;
  /** The legend and filter: „Ortografia”. */
  legend: string;
  /** The short mark printed at the start of a highlight. */
  mark: string;
  /** A mistake (or a note), as opposed to a strength. */
  isError: boolean;
  /** Tint and underline of the highlighted text. */
  highlight: string;
  /** Colour of the short mark. */
  markText: string;
}

export const QUOTE_KIND_LOOKS: Record<ReviewQuoteKind, QuoteKindLook> = {
  ORTOGRAFICZNY: {
    label: 'Błąd ortograficzny',
    legend: 'Ortografia',
    mark: 'ort.',
    isError: true,
    highlight: 'bg-red-100 decoration-red-700',
    markText: 'text-red-800',
  },
  INTERPUNKCYJNY: {
    label: 'Błąd interpunkcyjny',
    legend: 'Interpunkcja',
    mark: 'int.',
    isError: true,
    highlight: 'bg-orange-100 decoration-orange-700',
    markText: 'text-orange-900',
  },
  JEZYKOWY: {
    label: 'Błąd językowy',
    legend: 'Język',
    mark: 'jęz.',
    isError: true,
    highlight: 'bg-amber-100 decoration-amber-700',
    markText: 'text-amber-900',
  },
  RZECZOWY: {
    label: 'Błąd rzeczowy',
    legend: 'Fakty',
    mark: 'rzecz.',
    isError: true,
    highlight: 'bg-fuchsia-100 decoration-fuchsia-700',
    markText: 'text-fuchsia-900',
  },
  SPOJNOSC: {
    label: 'Brak spójności',
    legend: 'Spójność',
    mark: 'spój.',
    isError: true,
    highlight: 'bg-sky-100 decoration-sky-700',
    markText: 'text-sky-900',
  },
  STYL: {
    label: 'Błąd stylistyczny',
    legend: 'Styl',
    mark: 'styl',
    isError: true,
    highlight: 'bg-violet-100 decoration-violet-700',
    markText: 'text-violet-900',
  },
  INNY: {
    label: 'Uwaga',
    legend: 'Inne uwagi',
    mark: 'uw.',
    isError: true,
    highlight: 'bg-slate-200 decoration-slate-700',
    markText: 'text-slate-800',
  },
  MOCNA_STRONA: {
    label: 'Mocna strona',
    legend: 'Mocne strony',
    mark: '+',
    isError: false,
    highlight: 'bg-emerald-100 decoration-emerald-700',
    markText: 'text-emerald-900',
  },
};

/** The order of the legend: mistakes first, the strengths last. */
export const QUOTE_KINDS = Object.keys(QUOTE_KIND_LOOKS) as ReviewQuoteKind[];
