/** The quiz's own note (fewer questions than ordered, facts of a set reading to check in the text). */
export function QuizNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p
      data-testid="quiz-notice"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <strong>Uwaga: </strong>
      {notice}
    </p>
  );
}
