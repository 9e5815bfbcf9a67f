import { Container } from '../../components/ui/container.tsx';

const STEPS = [
  {
    title: 'Załóż konto i powiedz, gdzie się uczysz',
    text: 'Wybierz klasę albo studia, a Kreda dopasuje wyjaśnienia do Twojego poziomu.',
  },
  {
    title: 'Dodaj materiały do przestrzeni przedmiotu',
    text: 'Notatki, zdjęcia zeszytu, sprawdziany, pliki PDF i Word, nagrania albo linki do filmów na YouTube.',
  },
  {
    title: 'Ucz się z AI',
    text: 'Pytaj na czacie o zadania i zagadnienia, sprawdzaj, na czym opiera się odpowiedź, i zamieniaj rozmowy w notatki.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="jak-to-dziala" className="py-14 sm:py-20">
      <Container>
        <h2 id="jak-to-dziala" className="text-3xl font-bold text-board-950">
          Jak to działa
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-board-900 text-lg font-bold text-chalk"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-board-950">{step.title}</h3>
                <p className="mt-1 text-ink-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
