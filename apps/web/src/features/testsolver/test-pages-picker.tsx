import { type ChangeEvent, useEffect, useRef } from 'react';
import { FieldError } from '../../components/form/field-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { PageItem, pageButtonId } from './test-page-item.tsx';
import { pagesHint, TEST_FILE_ACCEPT, TEST_PHOTO_ACCEPT } from './test-pages.ts';
import type { TestPages } from './use-test-pages.ts';

interface TestPagesPickerProps {
  /** Id of the first button (the form focuses it on a problem with the pages). */
  id: string;
  pages: TestPages;
  /** Why the pages cannot go: a check of the form or the server's `files` message. */
  problem: string | null | undefined;
  maxBytes: number;
  /** Percent of the upload while it is sent, null otherwise. */
  uploading: number | null;
}

/** Looks like a disabled button while the pages are sent (it stays focusable). */
const BUSY_CLASS = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

type Focus = { pageId: string; action: 'up' | 'down' | 'remove' } | 'add' | null;

/** Where focus goes after a change of the list, once the list is drawn again. */
function useFocusAfter(id: string, pages: TestPages) {
  const next = useRef<Focus>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the pages.
  useEffect(() => {
    const target = next.current;
    next.current = null;
    if (target === null) return;
    if (target === 'add') {
      document.getElementById(id)?.focus();
      return;
    }
    const button = document.getElementById(pageButtonId(id, target.pageId, target.action));
    // A page moved to the top or the bottom: its button that way is off, the other one takes focus.
    const other = target.action === 'up' ? 'down' : 'up';
    if (button instanceof HTMLButtonElement && !button.disabled) button.focus();
    else document.getElementById(pageButtonId(id, target.pageId, other))?.focus();
  }, [pages.pages]);
  return next;
}

/** The files a file input was given, the input emptied so the same file can be picked again. */
function picked(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.currentTarget.files ?? [])];
  event.currentTarget.value = '';
  return files;
}

interface AddButtonsProps {
  id: string;
  pages: TestPages;
  describedBy: string;
  busy: boolean;
}

/**
 * "Zrób zdjęcie strony" (the phone's camera, several photos in a row) and "Wybierz zdjęcia lub
 * PDF". They stay focusable while the pages are sent, so a refusal can put focus on them.
 */
function AddButtons({ id, pages, describedBy, busy }: AddButtonsProps) {
  const camera = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const open = (input: HTMLInputElement | null) => {
    if (!busy) input?.click();
  };
  const more = pages.pages.length > 0 && !pages.isPdf;
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <button
        id={id}
        type="button"
        className={buttonClass('secondary', 'md', BUSY_CLASS)}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={() => open(camera.current)}
      >
        {more ? 'Zrób zdjęcie kolejnej strony' : 'Zrób zdjęcie strony'}
      </button>
      <Button
        variant="ghost"
        className={BUSY_CLASS}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={() => open(chooser.current)}
      >
        Wybierz zdjęcia lub PDF
      </Button>
      <input
        ref={camera}
        type="file"
        accept={TEST_PHOTO_ACCEPT}
        capture="environment"
        multiple
        aria-label="Zdjęcia stron z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => pages.add(picked(event))}
      />
      <input
        ref={chooser}
        type="file"
        accept={TEST_FILE_ACCEPT}
        multiple
        aria-label="Pliki sprawdzianu (zdjęcia stron lub PDF)"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => pages.add(picked(event))}
      />
    </div>
  );
}

/**
 * The pages of the test: each shows as a thumbnail that can be moved, retaken (the camera again)
 * or removed, with its buttons reachable by keyboard; then the buttons that add pages.
 */
export function TestPagesPicker({ id, pages, problem, maxBytes, uploading }: TestPagesPickerProps) {
  const retake = useRef<HTMLInputElement>(null);
  const retakeIndex = useRef(0);
  const focusNext = useFocusAfter(id, pages);
  const busy = uploading !== null;
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  const list = pages.pages;
  const remove = (index: number) => {
    const neighbour = list[index + 1] ?? list[index - 1];
    focusNext.current = neighbour ? { pageId: neighbour.id, action: 'remove' } : 'add';
    pages.remove(index);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 font-medium text-board-950">Strony sprawdzianu</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {pagesHint(maxBytes)}
      </p>
      {list.length > 0 ? (
        <ol aria-label="Dodane strony" className="flex flex-col gap-2">
          {list.map((page, index) => (
            <PageItem
              key={page.id}
              page={page}
              index={index}
              count={list.length}
              idPrefix={id}
              busy={busy}
              onMove={(by) => {
                focusNext.current = { pageId: page.id, action: by < 0 ? 'up' : 'down' };
                pages.move(index, by);
              }}
              onRetake={() => {
                retakeIndex.current = index;
                retake.current?.click();
              }}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : null}
      <AddButtons id={id} pages={pages} describedBy={describedBy} busy={busy} />
      <FieldError id={`${id}-problem`} message={problem} />
      {uploading !== null ? (
        <div aria-live="polite">
          <ProgressBar
            label={uploading < 100 ? 'Wysyłanie stron…' : 'Wysłano – zaraz otworzy się sprawdzian.'}
            value={uploading}
          />
        </div>
      ) : null}
      <input
        ref={retake}
        type="file"
        accept={TEST_PHOTO_ACCEPT}
        capture="environment"
        aria-label="Nowe zdjęcie strony z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const [file] = picked(event);
          if (file) pages.replace(retakeIndex.current, file);
        }}
      />
    </fieldset>
  );
}
