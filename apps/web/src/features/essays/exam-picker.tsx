import type { ExamLevel } from '@kreda/shared/enums';
import {
  ESSAY_EXAM_INFO,
  type EssayExam,
  type EssaySubject,
  essayExamOf,
  wordRangeLabel,
} from '@kreda/shared/essays';
import type { ReactNode } from 'react';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';

const SUBJECT_CHOICES: CardChoice<EssaySubject>[] = [
  { value: 'polish', label: 'Język polski' },
  { value: 'english', label: 'Język angielski' },
];

const LEVEL_CHOICES: CardChoice<ExamLevel>[] = [
  { value: 'PODSTAWOWKA', label: 'Egzamin ósmoklasisty' },
  { value: 'MAUTURA_PODSTAWOWA', label: 'Matura podstawowa' },
  { value: 'MATURA_ROZSZERZONA', label: 'Matura rozszerzona' },
];

export interface ExamChoice {
  przedmiot: EssaySubject;
  poziom: ExamLevel;
}

interface ExamPickerProps extends ExamChoice {
  /** Ids of the two radio groups (their first radios take focus on an error). */
  ids: { przedmiot: string; poziom: string };
  onChange: (choice: ExamChoice) => void;
  errors?: { przedmiot?: string | undefined; poziom?: string | undefined };
  /** Said under the exam's name, e.g. that it cannot be graded. */
  children?: ReactNode;
}

/**
 * The exam an essay is written for: the subject and the exam level, then the exam's full name and
 * the length it asks for. Shared by the new-essay and the review forms.
 */
export function ExamPicker({ przedmiot, poziom, ids, onChange, errors = {}, children }: ExamPickerProps) {
  const exam: EssayExam = essayExamOf(przedmiot, poziom);
  const info = ESSAY_EXAM_INFO[exam];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ChoiceCards
        id={ids.przedmiot}
        legend="Przedmiot"
        choices={SUBJECT_CHOICES}
        value={przedmiot}
        onChange={(value) => onChange({ przedmiot: value, poziom })}
        error={errors.przedmiot}
        columns={2}
      />
      <ChoiceCards
        id={ids.poziom}
        legend="Egzamin"
        choices={LEVEL_CHOICES}
        value={poziom}
        onChange={(value) => onChange({ przedmiot, poziom: value })}
        error={errors.poziom}
      />
      <div aria-live="polite" className="rounded-lg bg-board-50 px-3 py-2 text-sm text-board-950">
        <p>
          <span className="font-semibold">{info.label}.</span> Długość: {wordRangeLabel(info)}.
        </p>
        {children}
      </div>
    </div>
  );
}

/** The exam a pupil most likely writes for, from the exams named in onboarding. */
export function likelyExam(egzaminy: readonly string[] | undefined): ExamChoice {
  const order: ExamLevel[] = ['MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA', 'PODSTAWOWKA'];
  const poziom = order.find((level) => egzaminy?.includes(level)) ?? 'MAUTURA_PODSTAWOWA';
  return { przedmiot: 'polish', poziom };
}
