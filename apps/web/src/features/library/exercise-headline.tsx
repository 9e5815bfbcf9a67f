import { useExerciseCount } from './api/get-exercise-count.ts';
import { solvedExercisesCount } from './library-words.ts';

/** „66 zadań z rozwiązaniami” in the whole library; nothing while unknown (it is a headline, not news). */
export function ExerciseHeadline() {
  const count = useExerciseCount();
  return (
    <p className="min-h-7 text-lg font-semibold text-board-800" data-testid="exercise-count">
      {count.data === undefined ? '' : solvedExercisesCount(count.data)}
    </p>
  );
}
