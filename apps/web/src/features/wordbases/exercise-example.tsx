/** The exercise's sentence; a "___" gap (LUKA) is drawn as a blank and read as "luka". */
export function ExerciseExample({ text }: { text: string }) {
  const parts = text.split(/_{3,}/);
  return (
    <p className="rounded-xl bg-board-50 px-4 py-3 text-lg break-words text-board-950">
      {parts.map((part, index) => (
        // The parts of one sentence never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <span className="mx-1 inline-block min-w-16 border-b-2 border-board-700 align-baseline">
              <span className="sr-only">luka</span>
            </span>
          ) : null}
        </span>
      ))}
    </p>
  );
}
