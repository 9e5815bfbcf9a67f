import { Container } from '../../components/ui/container.tsx';

const AUDIENCES = [
  {
    title: 'Szkoła podstawowa',
    text: 'Wyjaśnienia dopasowane do klasy, pomoc w zadaniach domowych i notatki przed sprawdzianem albo egzaminem ósmoklasisty.',
  },
  {
    title: 'Liceum i technikum',
    text: 'Nauka do matury na poziomie podstawowym i rozszerzonym – tematy z podstawy programowej, Twoje notatki i zadania z wyjaśnieniem.',
  },
  {
    title: 'Studia',
    text: 'Slajdy, skrypty i nagrania z wykładów w jednym miejscu, a z nich odpowiedzi ze wskazanym źródłem i notatki przed kolokwium i sesją.',
  },
] as const;

export function AudienceSection() {
  return (
    <section aria-labelledby="dla-kogo" className="py-14 sm:py-20">
      <Container>
        <h2 id="dla-kogo" className="text-3xl font-bold text-board-950">
          Dla kogo jest Kreda
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="rounded-2xl border border-board-100 bg-white p-6">
              <h3 className="text-xl font-semibold text-board-900">{audience.title}</h3>
              <p className="mt-2 text-ink-muted">{audience.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
