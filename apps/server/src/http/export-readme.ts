import {
  DOCUMENT_TYPE_LABELS,
  EXAM_LEVEL_LABELS,
  LEVEL_LABELS,
  QUESTION_TYPE_LABELS,
  SOURCE_TYPE_LABELS,
  SUBJECT_LABELS,
  TEST_SOLVER_STATE_LABELS,
  USAGE_ACTION_LABELS,
  WORD_RATING_LABELS,
} from '@kreda/shared/labels';
import type { UserDataEntry } from '../core/module.ts';

/**
 * The archive's README.txt: what each file holds, in Polish, from the modules' own words (each
 * JSON entry says `about` itself, so a new module's file is described where it is written), and
 * what the codes in the files mean. The JSON keeps the codes the API uses — a program reading the
 * copy needs them stable — and the glossary gives their Polish names.
 */
export function exportReadme(createdAt: Date, entries: readonly UserDataEntry[]): string {
  const described = entries.flatMap((entry) =>
    'json' in entry ? [[entry.path, entry.about ?? 'dane narzędzia Kredy'] as const] : [],
  );
  const width = Math.max(...described.map(([path]) => path.length), 'pliki/'.length) + 2;
  const line = (path: string, about: string) => `  ${path.padEnd(width)}– ${about}`;
  const hasFiles = entries.some((entry) => !('json' in entry));
  return [
    'Kreda — kopia Twoich danych',
    `Utworzona: ${createdAt.toISOString()}`,
    '',
    'W tym archiwum są wszystkie dane Twojego konta w Kredzie, w formacie JSON (czytelnym dla',
    'ludzi i programów, prawo do przenoszenia danych — art. 20 RODO):',
    '',
    ...described.map(([path, about]) => line(path, about)),
    ...(hasFiles
      ? [
          line(
            'pliki/',
            'przesłane pliki (materiały, zdjęcia i załączniki do wiadomości) w oryginalnej postaci',
          ),
        ]
      : []),
    '',
    'Nie ma tu haseł ani kodów (przechowujemy tylko ich skróty), tokenów połączonych usług ani',
    'fragmentów wyszukiwania — to kopie tekstu materiałów i notatek, które już tu są.',
    'Godziny są zapisane w UTC (ISO 8601).',
    '',
    'Słowniczek: wartości zapisane w plikach kodami i ich znaczenie',
    ...GLOSSARY.flatMap(([title, labels]) => [
      '',
      `${title}:`,
      ...Object.entries(labels).map(([code, label]) => `  ${code} – ${label}`),
    ]),
    '',
  ].join('\n');
}

/** Material and test states as the files store them (a material is "read", a test "solved"). */
const MATERIAL_STATE_LABELS = {
  UPLOADING: 'wysyłanie i odczytywanie',
  UPLOAD_FAILED: 'nie udało się wysłać lub odczytać',
  SOLVING: 'odczytywanie',
  SOLVING_FAILED: 'nie udało się odczytać',
  SOLVED: 'gotowy',
} as const;

const GENERATION_STATE_LABELS = {
  CREATED: 'zamówione',
  INITIAL_PENDING: 'w przygotowaniu',
  INITIAL_READY: 'gotowe',
  INITIAL_FAILED: 'nie udało się przygotować',
} as const;

const GLOSSARY: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]> = [
  ['Klasa (poziom)', LEVEL_LABELS],
  ['Przedmiot', SUBJECT_LABELS],
  ['Egzamin', EXAM_LEVEL_LABELS],
  ['Rodzaj materiału', SOURCE_TYPE_LABELS],
  ['Typ pliku', DOCUMENT_TYPE_LABELS],
  ['Stan materiału', MATERIAL_STATE_LABELS],
  ['Stan sprawdzianu', TEST_SOLVER_STATE_LABELS],
  ['Stan quizu, bazy słówek, rozprawki', GENERATION_STATE_LABELS],
  ['Rodzaj pytania', QUESTION_TYPE_LABELS],
  ['Ocena słówka', WORD_RATING_LABELS],
  ['Funkcja (w limitach i użyciu)', USAGE_ACTION_LABELS],
];
