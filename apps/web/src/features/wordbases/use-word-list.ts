import { type ParsedWord, parseWordList, wordKey } from '@kreda/shared/wordbases';
import { useMemo, useState } from 'react';
import type { FlashcardKind } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useTranslateWords } from './api/translate-words.ts';

/** A word of the preview: as typed, or with what AI filled in. */
export interface PreviewWord extends ParsedWord {
  /** The translation (and perhaps the example) came from AI. */
  fromAi: boolean;
}

export interface TranslationFailure {
  word: string;
  problem: string;
}

interface Filled {
  translation: string;
  usageExample: string | null;
}

/** What the AI is asked to keep to: the kind, the language and, for other subjects, the topic. */
export interface TranslateContext {
  type: FlashcardKind;
  languageCode: string;
  context: string;
}

/**
 * The typed list as parseWordList reads it, with the translations AI filled in laid over it: the
 * text stays as the pupil typed it, and a translation typed later wins over the AI's. Also the
 * state of asking AI (progress, the words it could not translate).
 */
export function useWordList(text: string) {
  const parsed = useMemo(() => parseWordList(text), [text]);
  const [filled, setFilled] = useState<ReadonlyMap<string, Filled>>(new Map());
  const [failures, setFailures] = useState<TranslationFailure[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const translate = useTranslateWords();

  const words: PreviewWord[] = parsed.words.map((word) => {
    const ai = word.translation === '' ? filled.get(wordKey(word.word)) : undefined;
    if (!ai) return { ...word, fromAi: false };
    return {
      ...word,
      translation: ai.translation,
      usageExample: word.usageExample ?? ai.usageExample,
      fromAi: true,
    };
  });
  const missing = words.filter((word) => word.translation === '');
  const missingLines = new Set(missing.map((word) => word.line));
  const untranslatedLines = new Set(parsed.words.filter((w) => w.translation === '').map((w) => w.line));
  // A missing translation is a problem only while it is still missing.
  const problems = parsed.problems.filter(
    (entry) => !untranslatedLines.has(entry.line) || missingLines.has(entry.line),
  );

  const fill = async (context: TranslateContext) => {
    const asked = missing.map((word) => word.word);
    if (asked.length === 0) return;
    setProblem(null);
    setFailures([]);
    setProgress({ done: 0, total: asked.length });
    try {
      const answers = await translate.mutateAsync({
        type: context.type,
        words: asked,
        ...(context.type === 'Language' ? { languageCode: context.languageCode } : {}),
        ...(context.context.trim() ? { context: context.context.trim() } : {}),
        onProgress: (done, total) => setProgress({ done, total }),
      });
      setFilled((before) => {
        const next = new Map(before);
        for (const answer of answers)
          if (answer.translation.trim() !== '')
            next.set(wordKey(answer.word), {
              translation: answer.translation.trim(),
              usageExample: answer.usageExample?.trim() || null,
            });
        return next;
      });
      setFailures(
        answers
          .filter((answer) => answer.translation.trim() === '')
          .map((answer) => ({
            word: answer.word,
            problem: answer.problem ?? 'AI nie podało tłumaczenia – wpisz je sam.',
          })),
      );
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    } finally {
      setProgress(null);
    }
  };

  return {
    format: parsed.format,
    words,
    problems,
    merged: parsed.merged,
    missing,
    /** The words typed without their translation (whether AI has filled them or not). */
    untranslatedCount: untranslatedLines.size,
    translating: progress,
    failures,
    translateProblem: problem,
    fill,
  };
}

export type WordList = ReturnType<typeof useWordList>;
