// What onboarding asks each level, and the rules its answers follow: the web's steps and the
// server's validation both read this file, so the two cannot drift apart.
import { type ExamLevel, isOneOf, type Level, type Subject } from './enums.ts';
import { SUBJECT_LABELS } from './labels.ts';

/** The school of a secondary class: classes 1–4 are either, class 5 is technikum only. */
export const SCHOOL_TYPES = ['LICEUM', 'TECHNIKUM'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  LICEUM: 'Liceum',
  TECHNIKUM: 'Technikum',
};

/** The level a matura subject is taken at ("nie zdaję" is the subject left out). */
export const MATURA_LEVELS = ['PODSTAWOWA', 'ROZSZERZONA'] as const;
export type MaturaLevel = (typeof MATURA_LEVELS)[number];

export const MATURA_LEVEL_LABELS: Record<MaturaLevel, string> = {
  PODSTAWOWA: 'podstawowa',
  ROZSZERZONA: 'rozszerzona',
};

/** What a student has coming up in place of a CKE exam. */
export const UPCOMING_ASSESSMENTS = ['SESJA', 'KOLOKWIUM'] as const;
export type UpcomingAssessment = (typeof UPCOMING_ASSESSMENTS)[number];

export const UPCOMING_ASSESSMENT_LABELS: Record<UpcomingAssessment, string> = {
  SESJA: 'Sesja egzaminacyjna',
  KOLOKWIUM: 'Kolokwium',
};

/** The kinds of onboarding a level gets. */
export type OnboardingPath = 'WCZESNOSZKOLNA' | 'PODSTAWOWA' | 'LICEUM' | 'TECHNIKUM' | 'STUDIA';

const EARLY: readonly Level[] = ['PODSTAWOWY_JEDEN', 'PODSTAWOWY_DWA', 'PODSTAWOWY_TRZY'];
const EIGHTH_GRADE_EXAM: readonly Level[] = ['PODSTAWOWY_SIEDEM', 'PODSTAWOWY_OSIEM'];

/** Secondary classes 1–4: liceum or technikum, so onboarding asks which. */
export function asksSchoolType(level: Level | null): boolean {
  return level?.startsWith('SREDNI_') === true && level !== 'SREDNI_PIEC';
}

/** The school type a level implies on its own (class 5 of secondary school is technikum only). */
export function impliedSchoolType(level: Level | null): SchoolType | null {
  return level === 'SREDNI_PIEC' ? 'TECHNIKUM' : null;
}

/**
 * The path of a level; a secondary class of unknown school counts as liceum (the API's older
 * callers send no school type; the web always asks).
 */
export function onboardingPath(level: Level, schoolType: SchoolType | null): OnboardingPath {
  if (level === 'STUDIA') return 'STUDIA';
  if (EARLY.includes(level)) return 'WCZESNOSZKOLNA';
  if (level.startsWith('PODSTAWOWY_')) return 'PODSTAWOWA';
  return (impliedSchoolType(level) ?? schoolType) === 'TECHNIKUM' ? 'TECHNIKUM' : 'LICEUM';
}

/** Whether a level chooses the eighth-grade exam (classes 7–8; class 8 has it suggested). */
export function offersEighthGradeExam(level: Level): boolean {
  return EIGHTH_GRADE_EXAM.includes(level);
}

/**
 * Subjects taught in each class, as in the curriculum data (`curriculum-topics.json`: a subject
 * is taught at a level when the data has its topics there; a server test compares the two). For
 * STUDIA these are the fields whose university courses the data has.
 */
export const SUBJECTS_BY_LEVEL: Record<Level, readonly Subject[]> = {
  PODSTAWOWY_JEDEN: ['mathematics', 'polish', 'english', 'nature'],
  PODSTAWOWY_DWA: ['mathematics', 'polish', 'english', 'nature'],
  PODSTAWOWY_TRZY: ['mathematics', 'polish', 'english', 'nature'],
  PODSTAWOWY_CZTERY: ['mathematics', 'polish', 'english', 'history', 'infromatyka', 'nature'],
  PODSTAWOWY_PIEC: ['mathematics', 'polish', 'english', 'biology', 'geography', 'history', 'infromatyka'],
  PODSTAWOWY_SZESC: ['mathematics', 'polish', 'english', 'biology', 'geography', 'history', 'infromatyka'],
  PODSTAWOWY_SIEDEM: [
    'mathematics',
    'polish',
    'english',
    'niemiecki',
    'physics',
    'chemistry',
    'biology',
    'geography',
    'history',
    'infromatyka',
  ],
  PODSTAWOWY_OSIEM: [
    'mathematics',
    'polish',
    'english',
    'niemiecki',
    'physics',
    'chemistry',
    'biology',
    'geography',
    'history',
    'wos',
    'infromatyka',
  ],
  SREDNI_JEDEN: [
    'mathematics',
    'polish',
    'english',
    'niemiecki',
    'physics',
    'chemistry',
    'biology',
    'geography',
    'history',
    'wos',
    'hit',
    'infromatyka',
  ],
  SREDNI_DWA: [
    'mathematics',
    'polish',
    'english',
    'niemiecki',
    'physics',
    'chemistry',
    'biology',
    'geography',
    'history',
    'wos',
    'hit',
    'infromatyka',
  ],
  SREDNI_TRZY: secondaryWithoutHit(),
  SREDNI_CZTERY: secondaryWithoutHit(),
  SREDNI_PIEC: secondaryWithoutHit(),
  STUDIA: secondaryWithoutHit(),
};

function secondaryWithoutHit(): Subject[] {
  return [
    'mathematics',
    'polish',
    'english',
    'niemiecki',
    'physics',
    'chemistry',
    'biology',
    'geography',
    'history',
    'wos',
    'infromatyka',
  ];
}

/**
 * Classes 1–3 learn in areas of edukacja wczesnoszkolna, not subjects: each area a child knows by
 * what it does, kept as the subject it belongs to.
 */
export const EARLY_AREA_LABELS: Partial<Record<Subject, string>> = {
  polish: 'Czytanie i pisanie',
  mathematics: 'Liczenie i zadania z matematyki',
  nature: 'Przyroda i świat wokół mnie',
  english: 'Język angielski',
};

/** The subject's name on a level's path (a child's words in classes 1–3). */
export function subjectLabelFor(path: OnboardingPath, subject: Subject): string {
  return (path === 'WCZESNOSZKOLNA' ? EARLY_AREA_LABELS[subject] : undefined) ?? SUBJECT_LABELS[subject];
}

/**
 * The matura levels of each subject (`subjects-and-levels.json`, exams.matura): Polish, mathematics
 * and a foreign language are written at the basic level, every listed subject at the extended one;
 * historia i teraźniejszość has no matura.
 */
export const MATURA_LEVELS_BY_SUBJECT: Partial<Record<Subject, readonly MaturaLevel[]>> = {
  polish: ['PODSTAWOWA', 'ROZSZERZONA'],
  mathematics: ['PODSTAWOWA', 'ROZSZERZONA'],
  english: ['PODSTAWOWA', 'ROZSZERZONA'],
  niemiecki: ['PODSTAWOWA', 'ROZSZERZONA'],
  biology: ['ROZSZERZONA'],
  chemistry: ['ROZSZERZONA'],
  physics: ['ROZSZERZONA'],
  geography: ['ROZSZERZONA'],
  history: ['ROZSZERZONA'],
  wos: ['ROZSZERZONA'],
  infromatyka: ['ROZSZERZONA'],
};

/** The CKE exam level a matura level is. */
export const EXAM_OF_MATURA_LEVEL: Record<MaturaLevel, ExamLevel> = {
  PODSTAWOWA: 'MAUTURA_PODSTAWOWA',
  ROZSZERZONA: 'MATURA_ROZSZERZONA',
};

export interface MaturaChoice {
  przedmiot: Subject;
  poziom: MaturaLevel;
}

/** The set of CKE levels the chosen matura subjects make up (basic first). */
export function examsOfMatura(choices: readonly MaturaChoice[]): ExamLevel[] {
  return MATURA_LEVELS.filter((level) => choices.some((c) => c.poziom === level)).map(
    (level) => EXAM_OF_MATURA_LEVEL[level],
  );
}

/** Official symbol of a vocational qualification: three letters, a dot, two digits ("INF.03"). */
export const QUALIFICATION_PATTERN = /^[A-Z]{3}\.\d{2}$/;

/** The symbol as stored: trimmed, upper-case ("inf.03 " → "INF.03"). */
export function normalizeQualification(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Qualifications most often taken in technikum, suggested beside the free field. Symbols and names
 * from the regulation on the classification of vocational professions: Rozporządzenie Ministra
 * Edukacji Narodowej z 15 lutego 2019 r. w sprawie ogólnych celów i zadań kształcenia w zawodach
 * szkolnictwa branżowego oraz klasyfikacji zawodów szkolnictwa branżowego (Dz.U. 2019 poz. 316,
 * with later amendments).
 */
export const COMMON_QUALIFICATIONS: readonly { symbol: string; name: string }[] = [
  {
    symbol: 'INF.02',
    name: 'Administracja i eksploatacja systemów komputerowych, urządzeń peryferyjnych i lokalnych sieci komputerowych',
  },
  {
    symbol: 'INF.03',
    name: 'Tworzenie i administrowanie stronami i aplikacjami internetowymi oraz bazami danych',
  },
  { symbol: 'INF.04', name: 'Projektowanie, programowanie i testowanie aplikacji' },
  { symbol: 'EKA.04', name: 'Prowadzenie dokumentacji w jednostce organizacyjnej' },
  {
    symbol: 'EKA.05',
    name: 'Prowadzenie spraw kadrowo-płacowych i gospodarki finansowej jednostek organizacyjnych',
  },
  {
    symbol: 'ELE.02',
    name: 'Montaż, uruchamianie i konserwacja instalacji, maszyn i urządzeń elektrycznych',
  },
  { symbol: 'ELM.02', name: 'Montaż oraz instalowanie układów i urządzeń elektronicznych' },
  { symbol: 'MEC.03', name: 'Montaż, uruchamianie i konserwacja urządzeń i systemów mechatronicznych' },
  { symbol: 'MOT.05', name: 'Obsługa, diagnozowanie oraz naprawa pojazdów samochodowych' },
  { symbol: 'SPL.01', name: 'Obsługa magazynów' },
  { symbol: 'HAN.01', name: 'Prowadzenie sprzedaży' },
  { symbol: 'HGT.12', name: 'Organizacja żywienia i usług gastronomicznych' },
];

/** Characters of the field of study. */
export const FIELD_OF_STUDY_MAX = 100;
/** University courses a student may pick. */
export const COURSES_MAX = 20;

/** The answers as the API takes them (enum values checked before these rules run). */
export interface OnboardingInput {
  poziom: Level;
  egzaminy: readonly ExamLevel[];
  przedmioty: readonly Subject[];
  typSzkoly?: SchoolType | null;
  maturaPoziomy?: readonly MaturaChoice[] | null;
  kwalifikacja?: string | null;
  kierunek?: string | null;
  kursy?: readonly string[] | null;
  zaliczenie?: UpcomingAssessment | null;
}

export type OnboardingField = keyof OnboardingInput;

/**
 * Why the answers do not fit the level, field by field in Polish; empty when they do. Trimming and
 * normalising are the caller's (the qualification's symbol is checked as given). The courses are
 * checked here only by count and level; that they are STUDIA courses of the chosen fields is the
 * server's (it knows the topics).
 */
export function onboardingProblems(input: OnboardingInput): Partial<Record<OnboardingField, string>> {
  const problems: Partial<Record<OnboardingField, string>> = {};
  const { poziom } = input;
  const schoolType = input.typSzkoly ?? null;
  const path = onboardingPath(poziom, schoolType);
  const secondary = path === 'LICEUM' || path === 'TECHNIKUM';

  if (schoolType && !poziom.startsWith('SREDNI_'))
    problems.typSzkoly = 'Rodzaj szkoły wybiera się tylko w liceum i technikum.';
  else if (schoolType === 'LICEUM' && impliedSchoolType(poziom) === 'TECHNIKUM')
    problems.typSzkoly = 'Klasa 5 jest tylko w technikum.';

  const exams = input.egzaminy;
  if (path === 'STUDIA' && exams.length)
    problems.egzaminy = 'Na studiach nie zdaje się egzaminów CKE — wybierz sesję albo kolokwium.';
  else if (path === 'WCZESNOSZKOLNA' || (path === 'PODSTAWOWA' && !offersEighthGradeExam(poziom))) {
    if (exams.length) problems.egzaminy = 'W tej klasie nie zdaje się jeszcze egzaminu.';
  } else if (path === 'PODSTAWOWA' && exams.some((e) => e !== 'PODSTAWOWKA'))
    problems.egzaminy = 'W szkole podstawowej zdaje się tylko egzamin ósmoklasisty.';
  else if (secondary && exams.includes('PODSTAWOWKA'))
    problems.egzaminy = 'W liceum i technikum zdaje się maturę, nie egzamin ósmoklasisty.';

  const offered = SUBJECTS_BY_LEVEL[poziom];
  const notTaught = input.przedmioty.find((s) => !offered.includes(s));
  if (notTaught) problems.przedmioty = `Przedmiotu „${SUBJECT_LABELS[notTaught]}” nie ma w tej klasie.`;

  const matura = input.maturaPoziomy ?? [];
  if (matura.length && !secondary)
    problems.maturaPoziomy = 'Poziomy matury wybiera się tylko w liceum i technikum.';
  else if (new Set(matura.map((m) => m.przedmiot)).size !== matura.length)
    problems.maturaPoziomy = 'Każdy przedmiot może mieć tylko jeden poziom matury.';
  else {
    for (const { przedmiot, poziom: level } of matura) {
      const name = SUBJECT_LABELS[przedmiot];
      if (!input.przedmioty.includes(przedmiot)) {
        problems.maturaPoziomy = `Zaznacz przedmiot „${name}”, żeby wybrać poziom jego matury.`;
        break;
      }
      const levels = MATURA_LEVELS_BY_SUBJECT[przedmiot] ?? [];
      if (!levels.includes(level)) {
        problems.maturaPoziomy = levels.length
          ? `Matury z przedmiotu „${name}” nie zdaje się na poziomie ${level === 'PODSTAWOWA' ? 'podstawowym' : 'rozszerzonym'}.`
          : `Z przedmiotu „${name}” nie ma matury.`;
        break;
      }
    }
  }

  const qualification = input.kwalifikacja ?? '';
  if (qualification && path !== 'TECHNIKUM')
    problems.kwalifikacja = 'Kwalifikację zawodową podaje się tylko w technikum.';
  else if (qualification && !QUALIFICATION_PATTERN.test(qualification))
    problems.kwalifikacja = 'Podaj symbol kwalifikacji: trzy litery, kropka i dwie cyfry, np. INF.03.';

  const field = input.kierunek ?? '';
  if (path !== 'STUDIA') {
    if (field) problems.kierunek = 'Kierunek studiów podaje się tylko na studiach.';
  } else if (!field) problems.kierunek = 'Wpisz swój kierunek studiów.';
  else if ([...field].length > FIELD_OF_STUDY_MAX)
    problems.kierunek = `Kierunek może mieć najwyżej ${FIELD_OF_STUDY_MAX} znaków.`;

  const courses = input.kursy ?? [];
  if (courses.length && path !== 'STUDIA') problems.kursy = 'Kursy wybiera się tylko na studiach.';
  else if (courses.length > COURSES_MAX) problems.kursy = `Wybierz najwyżej ${COURSES_MAX} kursów.`;

  if (input.zaliczenie && path !== 'STUDIA')
    problems.zaliczenie = 'Sesję i kolokwia wybiera się tylko na studiach.';
  return problems;
}

/** Whether `value` is a known school type, matura level or upcoming assessment. */
export const isSchoolType = (value: unknown): value is SchoolType => isOneOf(SCHOOL_TYPES, value);
export const isMaturaLevel = (value: unknown): value is MaturaLevel => isOneOf(MATURA_LEVELS, value);
export const isUpcomingAssessment = (value: unknown): value is UpcomingAssessment =>
  isOneOf(UPCOMING_ASSESSMENTS, value);
