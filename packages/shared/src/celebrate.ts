// What the end of a quiz or a flashcard session says first: what went well, warmly, before the
// numbers (issue 27: finishing should feel like finishing, not only "3 / 7 pkt").

/** The opening line for a score in percent (0–100). */
export function celebration(percent: number): string {
  if (percent >= 100) return 'Perfekcyjnie! Wszystko dobrze.';
  if (percent >= 80) return 'Świetna robota!';
  if (percent >= 60) return 'Dobrze Ci idzie!';
  if (percent >= 30) return 'Jest postęp – powtórka utrwali resztę.';
  return 'Dobry początek – każda powtórka się liczy.';
}
