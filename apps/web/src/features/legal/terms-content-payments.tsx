// Long on purpose: static legal text, one chapter per file; splitting further would cut sections apart.
import { ROUTES } from '@kreda/shared/routes';
import {
  Clauses,
  EmailAddress,
  ExternalLink,
  type LegalSectionData,
  PageLink,
  Points,
  SectionRef,
} from './legal-section.tsx';
import { LEGAL_EFFECTIVE_DATE, OPERATOR } from './operator.ts';

// §§ 11–20 of the Terms of Service: limits, payments, consumer rights, liability and final provisions.
export const TERMS_PAYMENT_SECTIONS: readonly LegalSectionData[] = [
  {
    id: 'limity',
    title: 'Limity korzystania',
    body: (
      <Clauses>
        <li>
          Każdy Plan ma Limity, np. liczbę wiadomości do AI, rozwiązanych sprawdzianów, quizów, ocen rozprawek
          lub dodanych plików. Aktualne Limity pokazujemy w opisie Planu przed zakupem, a ich wykorzystanie –
          w Kredzie.
        </li>
        <li>
          Limity odnawiają się na początku kolejnego okresu wskazanego w opisie Planu. Niewykorzystane Limity
          nie przechodzą na następny okres, chyba że opis Planu mówi inaczej. Możemy przyznać Ci dodatkowe
          Limity, np. w ramach promocji.
        </li>
        <li>
          Gdy wykorzystasz Limit, dana funkcja będzie niedostępna do czasu odnowienia Limitu albo zmiany Planu
          na wyższy.
        </li>
        <li>
          Niektóre zadania, np. rozwiązanie długiego sprawdzianu, mogą trwać kilka minut. Aby Kreda działała
          sprawnie dla wszystkich, możemy stosować ograniczenia techniczne, np. liczby zapytań w ciągu minuty,
          rozmiaru pliku lub długości nagrania.
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
    id: 'plany-platne',
    title: 'Plany Płatne i płatności',
    body: (
      <Clauses>
        <li>
          Ceny Planów Płatnych podajemy w złotych polskich jako ceny brutto (z podatkiem VAT). Przed zakupem
          widzisz cenę, okres rozliczeniowy, Limity i zasady odnawiania.
        </li>
        <li>
          Umowa o Plan Płatny zostaje zawarta, gdy potwierdzisz zamówienie przyciskiem, który wyraźnie
          informuje o obowiązku zapłaty (np. „Zamawiam z obowiązkiem zapłaty”). Potwierdzenie zawarcia umowy
          wysyłamy Ci e-mailem.
        </li>
        <li>
          Płatności obsługuje Stripe (Stripe Payments Europe, Limited, Irlandia). Dostępne metody płatności
          widzisz w formularzu płatności. Nie przechowujemy numerów Twoich kart płatniczych.
        </li>
        <li>
          Plan Płatny odnawia się automatycznie na kolejny taki sam okres, a opłata jest pobierana na początku
          każdego okresu tą samą metodą płatności – chyba że wcześniej anulujesz odnowienie.
        </li>
        <li>
          Odnowienie możesz anulować w każdej chwili w ustawieniach płatności Konta albo pisząc na adres{' '}
          <EmailAddress address={OPERATOR.email} />. Plan Płatny działa wtedy do końca opłaconego okresu i
          potem się nie odnawia. Za rozpoczęty okres nie zwracamy opłaty, chyba że przysługuje Ci prawo
          odstąpienia od umowy (<SectionRef id="odstapienie-od-umowy">§ 13</SectionRef>) lub uwzględnimy Twoją
          reklamację (<SectionRef id="reklamacje">§ 14</SectionRef>).
        </li>
        <li>
          Jeśli płatność za kolejny okres się nie uda, możemy ponowić próbę jej pobrania. Do czasu zapłaty
          dostęp do funkcji Planu Płatnego może być wstrzymany, a gdy płatność nie dojdzie do skutku – Plan
          Płatny wygasa. Konto i Materiały pozostają.
        </li>
        <li>
          Cenę Planu Płatnego możemy zmienić tylko na przyszłe okresy rozliczeniowe. Poinformujemy Cię o tym
          e-mailem co najmniej 30 dni przed odnowieniem. Jeśli nie akceptujesz nowej ceny, możesz anulować
          odnowienie przed jej wejściem w życie.
        </li>
        <li>
          Zasady zmiany Planu na wyższy lub niższy (np. sposób rozliczenia różnicy w cenie) pokazujemy przed
          potwierdzeniem zmiany.
        </li>
        <li>Dokument potwierdzający zakup (np. fakturę) wystawiamy i przesyłamy w formie elektronicznej.</li>
        <li>
          Osoby niepełnoletnie mogą kupić Plan Płatny tylko za zgodą Rodzica (
          <SectionRef id="osoby-niepelnoletnie">§ 6</SectionRef>).
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
          Jeśli jesteś Konsumentem, możesz odstąpić od umowy o Plan Płatny w ciągu 14 dni od jej zawarcia, bez
          podawania przyczyny (art. 27 ustawy o prawach konsumenta), z zastrzeżeniem ust. 4 i 5.
        </li>
        <li>
          Wystarczy, że przed upływem tego terminu wyślesz nam oświadczenie o odstąpieniu, np. e-mailem na
          adres <EmailAddress address={OPERATOR.email} />. Możesz skorzystać z poniższego wzoru formularza,
          ale nie musisz. Niezwłocznie potwierdzimy otrzymanie oświadczenia.
        </li>
        <li>
          Zwrócimy Ci płatność niezwłocznie, nie później niż w ciągu 14 dni od otrzymania oświadczenia, tą
          samą metodą płatności, której użyto przy zakupie, chyba że zgodzisz się na inną. Zwrot nie wiąże się
          dla Ciebie z żadnymi kosztami.
        </li>
        <li>
          Jeśli na Twoje wyraźne żądanie zaczęliśmy świadczyć Plan Płatny przed upływem 14 dni (np. aby od
          razu korzystać z wyższych Limitów), a potem odstąpisz od umowy, zapłacisz tylko za okres do chwili
          odstąpienia – proporcjonalnie do ceny Planu.
        </li>
        <li>
          Zgodnie z art. 38 ustawy o prawach konsumenta prawo odstąpienia od umowy nie przysługuje:
          <Points>
            <li>
              gdy usługa została w pełni wykonana za Twoją wyraźną i uprzednią zgodą, a przed rozpoczęciem
              świadczenia poinformowaliśmy Cię, że po jej wykonaniu utracisz prawo odstąpienia, i
              przyjąłeś(-ęłaś) to do wiadomości;
            </li>
            <li>
              w przypadku treści cyfrowych niezapisanych na nośniku materialnym, gdy ich dostarczanie
              rozpoczęliśmy przed upływem terminu do odstąpienia za Twoją wyraźną i uprzednią zgodą, po
              poinformowaniu Cię o utracie prawa odstąpienia i przyjęciu tego do wiadomości, a potwierdzenie
              tego przesłaliśmy Ci e-mailem.
            </li>
          </Points>
          <p className="mt-2">
            O taką zgodę zawsze pytamy osobno przed zapłatą – nigdy nie zaznaczamy jej za Ciebie.
          </p>
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
              Adresat: {OPERATOR.name}, {OPERATOR.address}, e-mail: <EmailAddress address={OPERATOR.email} />
            </p>
            <p className="mt-2">
              Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie
              następującej usługi: Plan Płatny w serwisie Kreda (nazwa Planu: …).
            </p>
            <p className="mt-2">Data zawarcia umowy: …</p>
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
          możesz korzystać z opłaconego Planu, Limity są źle liczone albo pobraliśmy nieprawidłową płatność),
          złóż reklamację.
        </li>
        <li>
          Reklamację wyślij na adres <EmailAddress address={OPERATOR.email} /> albo pocztą na adres{' '}
          {OPERATOR.address}. Opisz w niej problem, podaj, kiedy wystąpił, adres e-mail Twojego Konta i czego
          oczekujesz. Jeśli czegoś zabraknie, poprosimy o uzupełnienie – nie odrzucimy reklamacji z tego
          powodu.
        </li>
        <li>
          Odpowiemy w ciągu 14 dni od otrzymania reklamacji, e-mailem albo – jeśli o to poprosisz – listownie.
          Jeśli jesteś Konsumentem i nie odpowiemy w tym terminie, oznacza to, że uznaliśmy reklamację.
        </li>
        <li>
          Jeśli Usługa jest niezgodna z umową, jako Konsument możesz żądać doprowadzenia jej do zgodności z
          umową. Gdy nie jest to możliwe, nie zrobimy tego w rozsądnym czasie albo niezgodność jest istotna,
          możesz żądać obniżenia ceny lub odstąpić od umowy – na zasadach ustawy o prawach konsumenta
          dotyczących treści cyfrowych i usług cyfrowych. Odpowiadamy za brak zgodności, który wystąpił lub
          ujawnił się w czasie, gdy zgodnie z umową mieliśmy świadczyć Usługę.
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
          pozwalają na to przepisy. Wobec Użytkowników, którzy nie są Konsumentami, nasza odpowiedzialność
          jest ograniczona do kwoty zapłaconej nam w ciągu ostatnich 12 miesięcy i nie obejmuje utraconych
          korzyści; to ograniczenie nie dotyczy szkody wyrządzonej umyślnie.
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
          Możesz w każdej chwili, bez podawania przyczyny, usunąć Konto w ustawieniach Konta albo pisząc na
          adres <EmailAddress address={OPERATOR.email} />. Usunięcie Konta oznacza rozwiązanie umowy o
          prowadzenie Konta ze skutkiem natychmiastowym.
        </li>
        <li>
          Usunięcie Konta kończy także Plan Płatny. Jeśli chcesz korzystać z Planu do końca opłaconego okresu,
          najpierw anuluj odnowienie, a Konto usuń po zakończeniu okresu. Opłaty za bieżący okres nie
          zwracamy, chyba że przysługuje Ci prawo odstąpienia od umowy (
          <SectionRef id="odstapienie-od-umowy">§ 13</SectionRef>) lub uwzględnimy Twoją reklamację (
          <SectionRef id="reklamacje">§ 14</SectionRef>).
        </li>
        <li>
          Po usunięciu Konta usuwamy Materiały i dane zgodnie z{' '}
          <PageLink to={ROUTES.privacyPolicy}>Polityką prywatności</PageLink>. Przed usunięciem możesz
          poprosić o kopię swoich danych.
        </li>
        <li>
          Możemy wypowiedzieć umowę z ważnej przyczyny – np. gdy kończymy prowadzenie Kredy lub jej części
          albo gdy zmiana przepisów uniemożliwia nam świadczenie Usług – z zachowaniem 30-dniowego okresu
          wypowiedzenia. Poinformujemy Cię o tym e-mailem i zwrócimy część opłaty za niewykorzystany okres.
        </li>
        <li>
          Możemy rozwiązać umowę ze skutkiem natychmiastowym, jeśli rażąco naruszasz Regulamin (np. dodajesz
          treści o charakterze bezprawnym albo atakujesz Kredę) lub mimo wezwania nadal go naruszasz. Podamy
          Ci uzasadnienie, a Ty możesz się odwołać (<SectionRef id="zglaszanie-tresci">§ 10</SectionRef>).
          Zwrócimy część opłaty za niewykorzystany okres.
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
            <li>zmiana sposobu płatności lub dostawców, z których pomocą świadczymy Usługi;</li>
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
          Jeśli nie akceptujesz zmian, możesz przed ich wejściem w życie bez żadnych kosztów usunąć Konto i
          rozwiązać umowę. Zmiany niekorzystne dla Ciebie obowiązują w Planie Płatnym dopiero od kolejnego
          okresu rozliczeniowego.
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
          W sprawach dotyczących Kredy pisz na adres <EmailAddress address={OPERATOR.email} />.
        </li>
      </Clauses>
    ),
  },
];
