import type { Subject } from '@kreda/shared/enums';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icons.tsx';

// No image model draws tutors' pictures (ADR 031): a tutor shows its subject's icon, one simple
// drawing per family of subjects, decorative (the subject's name is always written beside it).

const SCIENCE = (
  <>
    <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3" />
    <path d="M7.5 15h9" />
  </>
);
const LANGUAGE = (
  <>
    <path d="M4 5h9v9H8l-4 3z" />
    <path d="M13 9h7v8l-3-2h-4" />
  </>
);
const MATHS = <path d="M5 7h6M8 4v6M14 7h5M5 16l4 4M9 16l-4 4M14 16h5M14 19h5" />;
const WORLD = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5" />
  </>
);
const COMPUTER = (
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4M8 9l-2 1.5L8 12M16 9l2 1.5-2 1.5" />
  </>
);
const BOOK = (
  <>
    <path d="M4 5.5C6.5 4 9.5 4 12 5.5v14C9.5 18 6.5 18 4 19.5z" />
    <path d="M20 5.5C17.5 4 14.5 4 12 5.5v14c2.5-1.5 5.5-1.5 8 0z" />
  </>
);

const DRAWINGS: Partial<Record<Subject, ReactNode>> = {
  mathematics: MATHS,
  physics: SCIENCE,
  chemistry: SCIENCE,
  biology: SCIENCE,
  nature: SCIENCE,
  infromatyka: COMPUTER,
  english: LANGUAGE,
  niemiecki: LANGUAGE,
  geography: WORLD,
  history: WORLD,
  hit: WORLD,
  wos: WORLD,
};

/** The subject's icon (a book for Polish, materials without a subject and anything else). */
export function SubjectIcon({ subject, className = 'size-6' }: { subject: Subject; className?: string }) {
  return <Icon className={className}>{DRAWINGS[subject] ?? BOOK}</Icon>;
}
