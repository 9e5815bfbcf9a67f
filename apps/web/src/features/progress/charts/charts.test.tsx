import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysEnding } from '../test-fixtures.ts';
import { CriterionBars } from './criterion-bars.tsx';
import { DayStrip } from './day-strip.tsx';
import { ScoreLine } from './score-line.tsx';
import { SplitBar } from './split-bar.tsx';
import { WeekBars } from './week-bars.tsx';

describe('progress charts', () => {
  it('lays the day strip out as weeks of seven days, shaded by sessions, each day titled', () => {
    const { container } = render(<DayStrip days={daysEnding({ '2026-03-11': 2, '2026-03-09': 5 })} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Dni nauki w ostatnich 12 tygodniach: 2 z 80, razem 7 sesji. Najwięcej: 5 sesji 9 marca.',
    );
    const squares = container.querySelectorAll('rect[data-day]');
    expect(squares).toHaveLength(80);
    const monday = container.querySelector('rect[data-day="2026-03-09"]');
    expect(monday?.getAttribute('y')).toBe('0');
    expect(monday?.getAttribute('class')).toContain('fill-board-800');
    expect(monday?.textContent).toBe('9 marca: 5 sesji');
    expect(container.querySelector('rect[data-day="2026-03-10"]')?.textContent).toBe('10 marca: bez nauki');
  });

  it('says an empty strip is empty', () => {
    render(<DayStrip days={daysEnding()} />);
    expect(screen.getByRole('img', { name: 'Brak dni nauki w ostatnich 12 tygodniach.' })).toBeTruthy();
  });

  it('draws a score line with one point per attempt and a single attempt as a point', () => {
    const { container, rerender } = render(
      <ScoreLine
        przedmiot="chemistry"
        attempts={[
          { day: '2026-03-01', scorePercent: 100 },
          { day: '2026-03-02', scorePercent: 0 },
        ]}
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('polyline')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Chemia: 2 quizy, od 100% (1 marca) do 0% (2 marca), najlepszy wynik 100%.',
    );
    rerender(<ScoreLine przedmiot={null} attempts={[{ day: '2026-03-01', scorePercent: 55 }]} />);
    expect(container.querySelector('polyline')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Bez przedmiotu: 1 quiz, wynik 55% (1 marca).',
    );
  });

  it('draws week bars as tall as their counts, and an empty criterion place for an ungraded attempt', () => {
    const weeks = [
      { start: '2026-02-23', solved: 0 },
      { start: '2026-03-02', solved: 1 },
      { start: '2026-03-09', solved: 2 },
    ];
    const { container } = render(<WeekBars weeks={weeks} />);
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[2]).toBe(heights[1] ? heights[1] * 2 : -1);
    expect(heights[0]).toBe(0);

    const bars = render(<CriterionBars name="Język" maxPoints={4} points={[null, 4]} />);
    expect(screen.getByRole('img', { name: 'Język (na 4 pkt): 4.' })).toBeTruthy();
    expect(bars.container.querySelectorAll('rect.fill-board-700')).toHaveLength(1);
  });

  it('fills a split bar by the part of the whole, and nothing of an empty whole', () => {
    const { container, rerender } = render(<SplitBar label="Połowa" part={1} whole={2} />);
    expect(container.querySelector('rect.fill-board-700')?.getAttribute('width')).toBe('149.5');
    rerender(<SplitBar label="Nic" part={0} whole={0} />);
    expect(container.querySelector('rect.fill-board-700')).toBeNull();
    expect(screen.getByRole('img', { name: 'Nic' })).toBeTruthy();
  });
});
