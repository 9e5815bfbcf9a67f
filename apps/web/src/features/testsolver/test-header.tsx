import { formatRelativeDate } from '@kreda/shared/dates';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { useState } from 'react';
import type { TestPage, TestSolver } from './api/testsolver-fragments.ts';
import { StateBadge } from './test-badge.tsx';
import { testBadge } from './test-state.ts';

/** A page as a thumbnail that opens the photo (or the PDF) in a new tab, from its signed link. */
function PageLink({ page, index }: { page: TestPage; index: number }) {
  const [broken, setBroken] = useState(false);
  const file = page.file;
  if (!file) return null;
  const label = `Strona ${index + 1}`;
  const photo = file.contentType.startsWith('image/') && !broken;
  return (
    <li>
      <a
        href={file.fileUrl}
        target="_blank"
        rel="noreferrer"
        className="flex h-24 w-18 items-center justify-center overflow-hidden rounded-lg border border-board-200 bg-white text-sm font-semibold text-board-900 focus-visible:outline-2 focus-visible:outline-board-950"
      >
        {photo ? (
          <img
            src={file.fileUrl}
            alt={`${label} (otwiera się w nowej karcie)`}
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <span>
            {file.contentType === 'application/pdf' ? 'PDF' : label}
            <span className="sr-only"> sprawdzianu (otwiera się w nowej karcie)</span>
          </span>
        )}
      </a>
    </li>
  );
}

/** The test's state, name and what is known of it: subject, date, instruction, workspace, pages. */
export function TestHeader({ test, workspaceName }: { test: TestSolver; workspaceName: string | undefined }) {
  const details: [string, string][] = [];
  if (test.przedmiot) details.push(['Przedmiot', SUBJECT_LABELS[test.przedmiot]]);
  details.push(['Dodano', formatRelativeDate(test.createdAt)]);
  if (workspaceName) details.push(['Przestrzeń', workspaceName]);
  if (test.polecenie) details.push(['Polecenie', test.polecenie]);
  const pages = test.userDocs.filter((page) => page.file);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge badge={testBadge(test.state)} />
      </div>
      <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">{test.title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-board-950">{term}</dt>
            <dd className="min-w-0 break-words text-ink-muted">{value}</dd>
          </div>
        ))}
      </dl>
      {pages.length > 0 ? (
        <ul aria-label="Strony sprawdzianu" className="flex flex-wrap gap-2">
          {pages.map((page, index) => (
            <PageLink key={page.id} page={page} index={index} />
          ))}
        </ul>
      ) : null}
    </header>
  );
}
