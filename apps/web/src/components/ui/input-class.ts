/** The look of a text input (the form fields' and the chat's message box). */
export const inputClass =
  'block min-h-12 w-full rounded-lg border border-board-300 bg-white px-3 text-base text-ink ' +
  'placeholder:text-ink-muted/80 focus-visible:border-board-700 aria-[invalid=true]:border-red-700 ' +
  'disabled:bg-board-50 read-only:bg-board-50';
