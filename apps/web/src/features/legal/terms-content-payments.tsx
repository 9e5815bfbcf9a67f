// Long on purpose: static legal text, one chapter per file; splitting further would cut sections apart.
import { ROUTES } from '@kreda/shared/routes';
import {
  Clauses,
  ExternalLink,
  type LegalSectionData,
  PageLink,
  Points,
  SectionRef,
} from './legal-section.tsx';
import { LEGAL_EFFECTIVE_DATE, OperatorAddress, OperatorEmail, OperatorName } from './operator.tsx';

// §§ 11–20 of the Terms of Service: limits, paid plans and payments (true whether payments are
// switched on or not: the free plan needs none), consumer rights, liability and final provisions.
export const TERMS_PAYMENT_SECTIONS: readonly LegalSectionData[] = [
  {
    id: 'limity',
    title: 'Limity korzystania',
    body: (
      <Clauses>
        <li>
          Każdy Plan ma Limity, np. liczbę wiadomości na czacie, notatek tworzonych przez AI albo nagrań
          zamienianych na tekst. Aktualne Limity i ich wykorzystanie pokazujemy w Kredzie, na stronie „Limity
          i wykorzystanie”.
        </li>
        <li>
          Limity odnawiają się na początku kolejnego okresu wskazanego w opisie Planu. Niewykorzystane Limity
          nie przechodzą na następny okres, chyba że opis Planu mówi inaczej. Możemy przyznać Ci dodatkowe
          Limity, np. w ramach promocji.
        </li>
        <li>Gdy wykorzystasz Limit, dana funkcja będzie niedostępna do czasu odnowienia Limitu.</li>
        <li>
          Niektóre zadania, np. odczytanie długiego dokumentu albo zamiana nagrania na tekst, mogą trwać kilka
          minut. Aby Kreda działała sprawnie dla wszystkich, możemy stosować ograniczenia techniczne, np.
          liczby zapytań w ciągu minuty, rozmiaru pliku lub długości nagrania.
        </li>
        <li>
          Jeśli zadanie nie zostanie wykonane z przyczyn leżących po naszej stronie, na Twoją prośbę
          przywrócimy wykorzystany na nie Limit.
        </li>
        <li>
          Możemy czasowo ograniczyć korzystanie z Kredy, jeśli sposób korzystania wskazuje na naruszenie{' '}
          <SectionRef id="zasady-korzystania">§ 7</SectionRef>, np. na automatyczne wysyłanie zapytań.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'oplaty',
    title: 'Plany płatne i płatności',
    body: (
      <Clauses>
        <li>
          Plan „Darmowy” jest bezpłatny i nie wymaga podawania danych płatniczych. Korzystasz z niego, dopóki
          nie kupisz Planu płatnego.
        </li>
        <li>
          Jeśli w Kredzie można kupić Plan płatny albo dodatkowe Limity, ich ceny (w złotych, z podatkiem
          VAT), Limity i okres pokazujemy na stronie wyboru planu przed złożeniem zamówienia. Umowę zawieramy,
          gdy po zapłacie potwierdzimy zakup w Kredzie.
        </li>
        <li>
          Plan miesięczny odnawia się co miesiąc, a opłatę pobieramy z góry za każdy miesiąc, aż go anulujesz.
          Plan na 3 albo 12 miesięcy oraz dodatkowe Limity opłacasz jednorazowo z góry – nie odnawiają się
          same. Dodatkowe Limity obowiązują przez liczbę dni podaną w ofercie.
        </li>
        <li>
          Płatności obsługuje Stripe (karta, BLIK, Przelewy24). Nie znamy pełnego numeru Twojej karty.
          Rachunki i faktury (także z NIP-em firmy) znajdziesz w Kredzie, w „Plan i płatności”.
        </li>
        <li>
          Plan z darmowym okresem próbnym możesz wypróbować raz: przez 7 dni nic nie płacisz, 3 dni przed
          końcem przypomnimy Ci o tym, a jeśli nie anulujesz Planu przed końcem okresu próbnego, pobierzemy
          pierwszą opłatę miesięczną. Okres próbny możesz też zakończyć wcześniej i zapłacić od razu.
        </li>
        <li>
          Plan miesięczny możesz w każdej chwili anulować w „Plan i płatności” – działa wtedy do końca
          opłaconego miesiąca. Przejście na droższy Plan miesięczny zaczyna nowy miesiąc od razu: przed
          potwierdzeniem pokazujemy kwotę do zapłaty, pomniejszoną o niewykorzystaną część obecnego Planu.
        </li>
        <li>
          Jeśli opłaty za kolejny miesiąc nie uda się pobrać, do czasu jej uregulowania korzystasz z Limitów
          Planu „Darmowy”, a Kreda prowadzi Cię do strony płatności. Nie tracisz przy tym żadnych danych.
        </li>
        <li>
          O zmianie ceny Planu miesięcznego poinformujemy Cię co najmniej 30 dni wcześniej; nowa cena
          obowiązuje od kolejnego okresu rozliczeniowego, a jeśli się na nią nie zgadzasz, możesz wcześniej
          anulować Plan.
        </li>
        <li>
          Osoba niepełnoletnia kupuje Plan płatny lub dodatkowe Limity za zgodą Rodzica albo robi to za nią
          Rodzic (<SectionRef id="osoby-niepelnoletnie">§ 6</SectionRef>).
        </li>
      </Clauses>
    ),
  },
  {
    id: 'odstapienie-od-umowy',
    title: 'Prawo odstąpienia od umowy',
    body: (
      <Clauses>
        <li>
          Jeśli jesteś Konsumentem, możesz odstąpić od umowy o świadczenie Usług w ciągu 14 dni od jej
          zawarcia (założenia Konta), bez podawania przyczyny (art. 27 ustawy o prawach konsumenta).
        </li>
        <li>
          Wystarczy, że przed upływem tego terminu wyślesz nam oświadczenie o odstąpieniu, np. e-mailem na
          adres <OperatorEmail />. Możesz skorzystać z poniższego wzoru formularza, ale nie musisz.
          Niezwłocznie potwierdzimy otrzymanie oświadczenia.
        </li>
        <li>
          Odstąpienie od umowy o bezpłatne Usługi nie wiąże się dla Ciebie z żadnymi kosztami. Po odstąpieniu
          usuwamy Konto i dane na zasadach z <SectionRef id="rozwiazanie-umowy">§ 16</SectionRef>.
        </li>
        <li>
          Od zakupu Planu płatnego albo dodatkowych Limitów możesz odstąpić w ciągu 14 dni od zakupu. Ponieważ
          przy zamówieniu prosisz, aby usługa zaczęła działać od razu (zaznaczasz na to zgodę), po odstąpieniu
          zapłacisz tylko za okres korzystania do chwili odstąpienia (art. 35 ustawy o prawach konsumenta).
          Resztę zwrócimy w ciągu 14 dni tą samą metodą płatności.
        </li>
        <li>
          Przepisy o Konsumencie z tego paragrafu i z <SectionRef id="reklamacje">§ 14</SectionRef> stosujemy
          także do osoby fizycznej prowadzącej działalność gospodarczą, która zawiera umowę bezpośrednio
          związaną z tą działalnością, gdy umowa nie ma dla niej charakteru zawodowego.
        </li>
        <li>
          Wzór formularza odstąpienia od umowy (wypełnij i odeślij go tylko wtedy, gdy chcesz odstąpić od
          umowy):
          <div className="mt-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
            <p>
              Adresat: <OperatorName />, <OperatorAddress />, e-mail: <OperatorEmail />
            </p>
            <p className="mt-2">
              Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie
              następującej usługi: świadczenie usług drogą elektroniczną w serwisie Kreda (prowadzenie Konta /
              Plan płatny lub dodatkowe Limity, zamówione dnia …)(*).
            </p>
            <p className="mt-2">Data zawarcia umowy (założenia Konta): …</p>
            <p className="mt-2">Imię i nazwisko konsumenta(-ów): …</p>
            <p className="mt-2">Adres e-mail przypisany do Konta: …</p>
            <p className="mt-2">Adres konsumenta(-ów): …</p>
            <p className="mt-2">
              Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)
            </p>
            <p className="mt-2">Data: …</p>
            <p className="mt-2 text-sm text-slate-700">(*) Niepotrzebne skreślić.</p>
          </div>
        </li>
      </Clauses>
    ),
  },
  {
    id: 'reklamacje',
    title: 'Reklamacje i zgodność Usług z umową',
    body: (
      <Clauses>
        <li>
          Mamy obowiązek świadczyć Usługi zgodnie z umową. Jeśli coś nie działa tak, jak powinno (np. nie
          możesz korzystać z Usługi albo Limity są źle liczone), złóż reklamację.
        </li>
        <li>
          Reklamację wyślij na adres <OperatorEmail /> albo pocztą na adres <OperatorAddress />. Opisz w niej
          problem, podaj, kiedy wystąpił, adres e-mail Twojego Konta i czego oczekujesz. Jeśli czegoś
          zabraknie, poprosimy o uzupełnienie – nie odrzucimy reklamacji z tego powodu.
        </li>
        <li>
          Odpowiemy w ciągu 14 dni od otrzymania reklamacji, e-mailem albo – jeśli o to poprosisz – listownie.
          Jeśli jesteś Konsumentem i nie odpowiemy w tym terminie, oznacza to, że uznaliśmy reklamację.
        </li>
        <li>
          Jeśli Usługa jest niezgodna z umową, jako Konsument możesz żądać doprowadzenia jej do zgodności z
          umową. Gdy nie jest to możliwe, nie zrobimy tego w rozsądnym czasie albo niezgodność jest istotna,
          możesz odstąpić od umowy – na zasadach ustawy o prawach konsumenta dotyczących treści cyfrowych i
          usług cyfrowych. Odpowiadamy za brak zgodności, który wystąpił lub ujawnił się w czasie, gdy zgodnie
          z umową mieliśmy świadczyć Usługę.
        </li>
        <li>
          Pojedynczy błąd w Odpowiedzi AI nie musi oznaczać niezgodności Usługi z umową, bo modele AI z natury
          mogą się mylić (<SectionRef id="odpowiedzi-ai">§ 8</SectionRef>). Zgłaszaj nam jednak takie błędy –
          pomagają nam ulepszać Kredę.
        </li>
        <li>Procedura reklamacyjna nie ogranicza Twoich praw wynikających z przepisów.</li>
      </Clauses>
    ),
  },
  {
    id: 'odpowiedzialnosc',
    title: 'Odpowiedzialność',
    body: (
      <Clauses>
        <li>
          Odpowiadamy za niewykonanie lub nienależyte wykonanie umowy na zasadach ogólnych, w szczególności
          według Kodeksu cywilnego i ustawy o prawach konsumenta.
        </li>
        <li>
          Staramy się, aby Kreda działała bez przerw. Mogą się jednak zdarzyć przerwy techniczne, np. z powodu
          aktualizacji lub awarii. Planowane prace w miarę możliwości zapowiadamy z wyprzedzeniem i prowadzimy
          w porach mniejszego ruchu.
        </li>
        <li>
          Nie odpowiadamy za Materiały dodane przez Użytkowników, jeśli nie wiemy o ich bezprawnym
          charakterze, a po otrzymaniu wiarygodnej informacji o nim niezwłocznie uniemożliwiamy dostęp do
          takich treści (art. 6 aktu o usługach cyfrowych).
        </li>
        <li>
          Nie odpowiadamy za skutki udostępnienia przez Ciebie hasła lub kodów logowania innym osobom ani za
          przerwy spowodowane siłą wyższą.
        </li>
        <li>
          Wobec Konsumentów nie wyłączamy ani nie ograniczamy odpowiedzialności w zakresie, w jakim nie
          pozwalają na to przepisy. Wobec Użytkowników, którzy nie są Konsumentami, nasza odpowiedzialność nie
          obejmuje utraconych korzyści; to ograniczenie nie dotyczy szkody wyrządzonej umyślnie.
        </li>
        <li>Odpowiadasz za swoje Materiały i za korzystanie z Kredy zgodnie z Regulaminem.</li>
      </Clauses>
    ),
  },
  {
    id: 'rozwiazanie-umowy',
    title: 'Rozwiązanie umowy i usunięcie Konta',
    body: (
      <Clauses>
        <li>
          Możesz w każdej chwili, bez podawania przyczyny, usunąć Konto w ustawieniach Konta albo poprosić o
          to, pisząc na adres <OperatorEmail />. Usunięcie Konta oznacza rozwiązanie umowy ze skutkiem
          natychmiastowym.
        </li>
        <li>
          Po usunięciu Konta usuwamy Materiały i dane zgodnie z{' '}
          <PageLink to={ROUTES.privacyPolicy}>Polityką prywatności</PageLink>. Przed usunięciem możesz
          poprosić o kopię swoich danych.
        </li>
        <li>
          Możemy wypowiedzieć umowę z ważnej przyczyny – np. gdy kończymy prowadzenie Kredy lub jej części
          albo gdy zmiana przepisów uniemożliwia nam świadczenie Usług – z zachowaniem 30-dniowego okresu
          wypowiedzenia. Poinformujemy Cię o tym e-mailem.
        </li>
        <li>
          Możemy rozwiązać umowę ze skutkiem natychmiastowym, jeśli rażąco naruszasz Regulamin (np. dodajesz
          treści o charakterze bezprawnym albo atakujesz Kredę) lub mimo wezwania nadal go naruszasz. Podamy
          Ci uzasadnienie, a Ty możesz się odwołać (<SectionRef id="zglaszanie-tresci">§ 10</SectionRef>).
        </li>
      </Clauses>
    ),
  },
  {
    id: 'zmiany-regulaminu',
    title: 'Zmiany Regulaminu',
    body: (
      <Clauses>
        <li>
          Możemy zmienić Regulamin tylko z ważnej przyczyny, którą jest:
          <Points>
            <li>zmiana przepisów prawa albo orzeczenie sądu lub decyzja organu, które dotyczą Usług;</li>
            <li>wprowadzenie nowych Usług lub funkcji albo zmiana lub wycofanie dotychczasowych;</li>
            <li>zmiana dostawców, z których pomocą świadczymy Usługi;</li>
            <li>potrzeba zapewnienia bezpieczeństwa Użytkowników lub przeciwdziałania nadużyciom;</li>
            <li>zmiany technologiczne;</li>
            <li>poprawienie błędów, doprecyzowanie lub uproszczenie tekstu.</li>
          </Points>
        </li>
        <li>
          O zmianach informujemy co najmniej 14 dni przed ich wejściem w życie – e-mailem lub SMS-em oraz
          komunikatem w Kredzie – i pokazujemy, co się zmienia.
        </li>
        <li>
          Jeśli nie akceptujesz zmian, możesz przed ich wejściem w życie bez żadnych kosztów rozwiązać umowę i
          usunąć Konto.
        </li>
        <li>
          Krótszy termin stosujemy tylko wtedy, gdy wymagają tego przepisy prawa albo gdy zmiana jest
          konieczna, aby odpowiedzieć na nieprzewidziane i bezpośrednie zagrożenie bezpieczeństwa
          Użytkowników.
        </li>
        <li>Poprzednie wersje Regulaminu udostępniamy na prośbę.</li>
      </Clauses>
    ),
  },
  {
    id: 'prawo-wlasciwe',
    title: 'Prawo właściwe',
    body: (
      <Clauses>
        <li>Umowy zawierane na podstawie Regulaminu podlegają prawu polskiemu.</li>
        <li>
          Wybór prawa polskiego nie pozbawia Konsumenta ochrony, którą dają mu bezwzględnie obowiązujące
          przepisy państwa, w którym ma on zwykłe miejsce pobytu.
        </li>
        <li>Spory rozstrzygają sądy powszechne właściwe według przepisów Kodeksu postępowania cywilnego.</li>
      </Clauses>
    ),
  },
  {
    id: 'pozasadowe-rozwiazywanie-sporow',
    title: 'Pozasądowe rozwiązywanie sporów',
    body: (
      <Clauses>
        <li>Jeśli coś poszło nie tak, napisz najpierw do nas – zwykle uda się to szybko wyjaśnić.</li>
        <li>
          Jako Konsument możesz też skorzystać z pozasądowych sposobów rozwiązania sporu, w szczególności:
          <Points>
            <li>z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów;</li>
            <li>
              z mediacji lub stałego polubownego sądu konsumenckiego przy wojewódzkim inspektoracie Inspekcji
              Handlowej;
            </li>
            <li>
              z pomocy organizacji konsumenckich, np. Federacji Konsumentów lub Stowarzyszenia Konsumentów
              Polskich.
            </li>
          </Points>
        </li>
        <li>
          Informacje o tych sposobach i rejestr podmiotów uprawnionych do prowadzenia takich postępowań
          znajdziesz na stronie Urzędu Ochrony Konkurencji i Konsumentów:{' '}
          <ExternalLink href="https://prawakonsumenta.uokik.gov.pl/" />. Udział w postępowaniu jest dobrowolny
          dla obu stron. Jeśli nie uwzględnimy Twojej reklamacji, poinformujemy Cię, czy zgadzamy się na
          pozasądowe rozwiązanie sporu.
        </li>
        <li>
          Unijna platforma internetowego rozstrzygania sporów (platforma ODR) zakończyła działalność 20 lipca
          2025 r. na podstawie rozporządzenia (UE) 2024/3228, dlatego nie można już z niej korzystać. W
          sporach z przedsiębiorcami z innych państw Unii Europejskiej pomaga Europejskie Centrum Konsumenckie
          w Polsce.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'postanowienia-koncowe',
    title: 'Postanowienia końcowe',
    body: (
      <Clauses>
        <li>Umowy zawieramy w języku polskim.</li>
        <li>
          Jeśli któreś postanowienie Regulaminu okaże się nieważne lub bezskuteczne, pozostałe nadal
          obowiązują. Postanowienia niezgodne z przepisami chroniącymi Konsumentów nie wiążą Konsumenta – w
          ich miejsce stosuje się te przepisy.
        </li>
        <li>
          Regulamin obowiązuje od {LEGAL_EFFECTIVE_DATE.label} Jest stale dostępny pod adresem{' '}
          <PageLink to={ROUTES.terms}>/regulamin</PageLink>.
        </li>
        <li>
          W sprawach dotyczących Kredy pisz na adres <OperatorEmail />.
        </li>
      </Clauses>
    ),
  },
];
