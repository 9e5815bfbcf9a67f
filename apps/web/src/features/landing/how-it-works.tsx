import { Container } from '../../components/ui/container.tsx';

/**
 * How Kreda works, shown rather than told: three screens of the product on a phone, each with one
 * line. The pictures are taken from the running app by the browser suite
 * (e2e/tests/screenshots.spec.ts writes apps/web/public/zrzuty/), so they show the product as it
 * is; loaded lazily below the fold, with their size given, so the page does not move.
 */
const SCREENS = [
  {
    src: '/zrzuty/start.jpg',
    title: 'Zacznij od zdjęcia zadania',
    text: 'Na telefonie aparat jest pod ręką, a start pokazuje, co dziś do zrobienia.',
    alt: 'Ekran startowy Kredy na telefonie: powitanie, przycisk „Zrób zdjęcie zadania” i dzisiejszy cel nauki.',
  },
  {
    src: '/zrzuty/czat.jpg',
    title: 'Pytaj o swoje materiały',
    text: 'Kreda odpowiada na podstawie Twoich notatek i pokazuje, skąd to wie.',
    alt: 'Czat w Kredzie: odpowiedź o ułamkach ze wzorem, tabelą i odnośnikiem do notatki ucznia.',
  },
  {
    src: '/zrzuty/quiz.jpg',
    title: 'Sprawdź się w quizie',
    text: 'Pytania z Twojej lekcji, z wyjaśnieniem każdej odpowiedzi.',
    alt: 'Quiz w Kredzie: pierwsze z pięciu pytań ułożonych z lekcji o ułamkach.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="jak-to-dziala" className="py-14 sm:py-20">
      <Container>
        <h2 id="jak-to-dziala" className="text-3xl font-bold text-board-950">
          Jak to działa
        </h2>
        <ol className="mt-8 grid gap-10 sm:grid-cols-3 sm:gap-6">
          {SCREENS.map((screen) => (
            <li key={screen.src} className="flex flex-col items-center gap-4 text-center">
              <img
                src={screen.src}
                alt={screen.alt}
                width={360}
                height={740}
                loading="lazy"
                decoding="async"
                className="h-auto w-56 max-w-full rounded-[2rem] border-8 border-board-950 bg-white shadow-lg"
              />
              <div>
                <h3 className="text-lg font-semibold text-board-950">{screen.title}</h3>
                <p className="mt-1 text-ink-muted">{screen.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
