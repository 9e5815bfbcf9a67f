// Long on purpose: static legal text, one chapter per file; splitting further would cut sections apart.
import { ROUTES } from '@kreda/shared/routes';
import {
  Clauses,
  ExternalLink,
  type LegalSectionData,
  PageLink,
  Points,
  SectionRef,
  Term,
} from './legal-section.tsx';
import { DpoEmail } from './operator.tsx';

/** Every cookie Kreda sets (spec: httpOnly auth cookies, `locale`, `visited_root_session`). */
export const KREDA_COOKIES: readonly { name: string; purpose: string; duration: string }[] = [
  {
    name: 'Ciasteczka sesji logowania (token dostępu i token odświeżania)',
    purpose:
      'Utrzymują Cię zalogowanym(-ą) i chronią Konto. Są niedostępne dla skryptów na stronie (httpOnly), a przy połączeniu szyfrowanym wysyłane tylko przez HTTPS.',
    duration:
      'Token dostępu – krótko (odnawiany automatycznie); token odświeżania – do wylogowania lub wygaśnięcia sesji logowania.',
  },
  {
    name: 'locale',
    purpose: 'Zapamiętuje język interfejsu (wartość pl-PL).',
    duration: '365 dni.',
  },
  {
    name: 'visited_root_session',
    purpose:
      'Zapamiętuje, że w tej sesji przeglądarki była już wyświetlona strona główna, aby zalogowaną osobę przekierować do aplikacji tylko raz (wartość 1).',
    duration: 'Do zamknięcia przeglądarki (ciasteczko sesyjne).',
  },
];

// §§ 8–16 of the Privacy Policy: transfers, cookies, retention, rights, security and changes.
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSectionData[] = [
  {
    id: 'poza-eog',
    title: 'Przekazywanie danych poza Europejski Obszar Gospodarczy',
    body: (
      <Clauses>
        <li>
          Dane przechowujemy w Unii Europejskiej. Niektórzy dostawcy (np. Dostawcy AI) mogą jednak mieć
          siedzibę lub przetwarzać dane poza Europejskim Obszarem Gospodarczym (EOG), np. w Stanach
          Zjednoczonych. Jeśli dostawca oferuje przetwarzanie danych w EOG, wybieramy tę możliwość.
        </li>
        <li>
          Dane przekazujemy poza EOG tylko z odpowiednimi zabezpieczeniami wymaganymi przez RODO:
          <Points>
            <li>
              do państwa lub organizacji, wobec których Komisja Europejska stwierdziła odpowiedni stopień
              ochrony danych (art. 45 RODO), np. do firm z USA uczestniczących w programie EU-U.S. Data
              Privacy Framework, albo
            </li>
            <li>
              na podstawie standardowych klauzul umownych zatwierdzonych przez Komisję Europejską (art. 46
              ust. 2 lit. c RODO), w razie potrzeby z dodatkowymi środkami ochrony.
            </li>
          </Points>
        </li>
        <li>
          Kopię zastosowanych zabezpieczeń możesz otrzymać, pisząc na adres <DpoEmail />.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'cookies',
    title: 'Pliki cookies',
    body: (
      <Clauses>
        <li>
          Pliki cookies („ciasteczka”) to małe pliki tekstowe zapisywane przez przeglądarkę na Twoim
          urządzeniu. Używamy tylko ciasteczek niezbędnych do działania Kredy, dlatego – zgodnie z ustawą z
          dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej – nie prosimy o zgodę na nie.
        </li>
        <li>
          Oto wszystkie ciasteczka, które zapisuje Kreda:
          <ul className="mt-3 space-y-3">
            {KREDA_COOKIES.map((cookie) => (
              <li key={cookie.name} className="rounded-lg border border-slate-300 p-4">
                <p>
                  {/^\S+$/.test(cookie.name) ? (
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.95em] text-slate-900">
                      {cookie.name}
                    </code>
                  ) : (
                    <strong className="font-semibold text-slate-900">{cookie.name}</strong>
                  )}
                </p>
                <p className="mt-2">
                  <span className="font-semibold text-slate-900">Cel: </span>
                  {cookie.purpose}
                </p>
                <p className="mt-1">
                  <span className="font-semibold text-slate-900">Czas przechowywania: </span>
                  {cookie.duration}
                </p>
              </li>
            ))}
          </ul>
        </li>
        <li>
          Nie używamy ciasteczek analitycznych, reklamowych ani śledzących i nie pozwalamy innym firmom
          zapisywać ich przez Kredę.
        </li>
        <li>
          Statystyki korzystania (<SectionRef id="jakie-dane">§ 3</SectionRef>) zbieramy bez ciasteczek i bez
          zapisywania czegokolwiek na Twoim urządzeniu: losowy identyfikator wizyty istnieje tylko w pamięci
          otwartej karty i znika po jej zamknięciu lub odświeżeniu. Trafiają one wyłącznie na nasze serwery,
          nie do innych firm.
        </li>
        <li>
          Ciasteczka możesz usunąć lub zablokować w ustawieniach przeglądarki. Bez ciasteczek sesji logowania
          nie będzie można się zalogować.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'okres-przechowywania',
    title: 'Jak długo przechowujemy dane',
    body: (
      <Clauses>
        <li>
          <Term>Dane Konta, odpowiedzi na pytania wstępne i Materiały</Term> – do czasu usunięcia Konta
          (pojedyncze Materiały – do czasu ich usunięcia). Po usunięciu kasujemy je niezwłocznie, a z kopii
          zapasowych – w ramach ich regularnego nadpisywania, nie później niż po 90 dniach.
        </li>
        <li>
          <Term>Logi serwera i informacje o błędach</Term> – około 90 dni, chyba że są potrzebne dłużej do
          wyjaśnienia konkretnego incydentu bezpieczeństwa.
        </li>
        <li>
          <Term>Statystyki korzystania</Term> – 12 miesięcy; te połączone z Kontem usuwamy wcześniej, razem z
          Kontem.
        </li>
        <li>
          <Term>Zamówienia Planów płatnych i dodatkowych Limitów</Term> – w Kredzie do czasu usunięcia Konta
          (wraz z potwierdzeniem zgody na rozpoczęcie usługi); rachunki, faktury i dane płatności przechowuje
          Stripe przez 5 lat od końca roku podatkowego, bo tego wymagają przepisy podatkowe.
        </li>
        <li>
          <Term>Jednorazowe kody SMS i e-mail</Term> – tylko do ich użycia lub wygaśnięcia.
        </li>
        <li>
          <Term>Reklamacje, wnioski i korespondencja</Term> oraz <Term>potwierdzenie zgody Rodzica</Term> –
          przez czas potrzebny do załatwienia sprawy lub przez czas istnienia Konta, a potem do upływu terminu
          przedawnienia ewentualnych roszczeń.
        </li>
        <li>
          <Term>Dane u Dostawców AI</Term> – tylko przez czas potrzebny do przygotowania odpowiedzi i przez
          krótki okres przewidziany w umowie z dostawcą na wykrywanie nadużyć.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'prawa',
    title: 'Twoje prawa',
    body: (
      <Clauses>
        <li>
          Masz prawo:
          <Points>
            <li>dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO);</li>
            <li>sprostowania, czyli poprawienia nieprawidłowych danych (art. 16 RODO);</li>
            <li>usunięcia danych, tzw. „prawo do bycia zapomnianym” (art. 17 RODO);</li>
            <li>ograniczenia przetwarzania (art. 18 RODO);</li>
            <li>
              przenoszenia danych, czyli otrzymania danych, które nam przekazałeś(-aś), w popularnym formacie
              nadającym się do odczytu maszynowego (art. 20 RODO);
            </li>
            <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO);</li>
            <li>wycofania zgody w dowolnym momencie, jeśli przetwarzanie opiera się na zgodzie;</li>
            <li>
              wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa,{' '}
              <ExternalLink href="https://uodo.gov.pl/" />
              ), jeśli uważasz, że przetwarzamy dane niezgodnie z prawem.
            </li>
          </Points>
        </li>
        <li>
          Aby skorzystać z praw, napisz na adres <DpoEmail /> – najlepiej z adresu e-mail przypisanego do
          Konta. Część danych możesz też sam(a) zmienić lub usunąć w Kredzie.
        </li>
        <li>
          Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca. W wyjątkowo skomplikowanych sprawach
          możemy przedłużyć ten termin o kolejne dwa miesiące – wtedy poinformujemy Cię o tym i o przyczynie.
          Skorzystanie z praw jest bezpłatne.
        </li>
        <li>
          Jeśli nie będziemy pewni, kto wysłał wniosek, możemy poprosić o dodatkowe informacje potwierdzające
          tożsamość – tylko w niezbędnym zakresie.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'prawa-rodzica',
    title: 'Jak Rodzic może skorzystać z praw dziecka',
    body: (
      <Clauses>
        <li>
          Rodzic, jako przedstawiciel ustawowy, może w imieniu dziecka, które nie ma 18 lat, skorzystać z
          każdego prawa z <SectionRef id="prawa">§ 11</SectionRef> – np. poprosić o kopię danych dziecka, ich
          poprawienie lub usunięcie Konta.
        </li>
        <li>
          Wystarczy napisać na adres <DpoEmail /> i podać adres e-mail lub numer telefonu Konta dziecka.
        </li>
        <li>
          Aby chronić dziecko, sprawdzimy, czy wniosek wysyła jego Rodzic – np. wyślemy prośbę o potwierdzenie
          na adres e-mail Konta albo na adres e-mail Rodzica, który wcześniej wyraził zgodę. Nie prosimy o
          więcej informacji, niż to konieczne.
        </li>
        <li>
          Młodsi Użytkownicy też mogą pisać do nas sami. Postaramy się odpowiedzieć w sposób zrozumiały dla
          dziecka, a w ważnych sprawach skontaktujemy się także z Rodzicem.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'bezpieczenstwo',
    title: 'Jak chronimy dane',
    body: (
      <Clauses>
        <li>
          Stosujemy środki techniczne i organizacyjne odpowiednie do ryzyka, w szczególności:
          <Points>
            <li>szyfrowanie połączenia między Twoją przeglądarką a Kredą (HTTPS/TLS);</li>
            <li>
              przechowywanie haseł wyłącznie w postaci skrótu utworzonego algorytmem argon2id – nie znamy
              Twojego hasła i nie możemy go odczytać;
            </li>
            <li>
              ciasteczka sesji niedostępne dla skryptów, krótkotrwałe tokeny dostępu i unieważnianie sesji
              logowania po wykryciu ponownego użycia starego tokenu;
            </li>
            <li>jednorazowe kody SMS i e-mail o krótkim czasie ważności;</li>
            <li>
              kontrolę dostępu: każdy Użytkownik widzi tylko swoje Materiały, a nasi pracownicy i
              współpracownicy mają dostęp tylko do danych potrzebnych w ich pracy i są zobowiązani do
              zachowania poufności;
            </li>
            <li>umowy powierzenia z dostawcami, którzy przetwarzają dane w naszym imieniu.</li>
          </Points>
        </li>
        <li>
          Jeśli dojdzie do naruszenia ochrony danych, zgłosimy je Prezesowi UODO w ciągu 72 godzin, a jeśli
          może ono powodować wysokie ryzyko dla Ciebie – poinformujemy również Ciebie (art. 33 i 34 RODO).
        </li>
      </Clauses>
    ),
  },
  {
    id: 'zautomatyzowane-decyzje',
    title: 'Zautomatyzowane decyzje i profilowanie',
    body: (
      <Clauses>
        <li>
          Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, które
          wywoływałyby skutki prawne lub w podobny sposób istotnie na Ciebie wpływały (art. 22 RODO).
        </li>
        <li>
          Na podstawie odpowiedzi na pytania wstępne dopasowujemy poziom wyjaśnień i proponowane treści do
          Twojej klasy i przedmiotów. Nie wywołuje to wobec Ciebie skutków prawnych.
        </li>
        <li>Decyzję o zawieszeniu lub usunięciu Konta z naszej inicjatywy zawsze podejmuje człowiek.</li>
      </Clauses>
    ),
  },
  {
    id: 'obowiazek-podania',
    title: 'Czy musisz podać dane',
    body: (
      <Clauses>
        <li>
          Podanie danych jest dobrowolne, ale bez adresu e-mail albo numeru telefonu nie założysz Konta – te
          dane są niezbędne do zawarcia umowy.
        </li>
        <li>
          Odpowiedzi na pytania wstępne pomagają dopasować Kredę do Ciebie. Materiały dodajesz według własnego
          uznania – im więcej ich dodasz, tym lepiej AI dopasuje odpowiedzi do tego, czego się uczysz.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'zmiany-polityki',
    title: 'Zmiany Polityki prywatności',
    body: (
      <Clauses>
        <li>
          Politykę prywatności możemy zmieniać, np. gdy zmienią się przepisy, dodamy nowe funkcje albo
          zmienimy dostawców. Aktualna wersja jest zawsze dostępna pod adresem{' '}
          <PageLink to={ROUTES.privacyPolicy}>/polityka-prywatnosci</PageLink>, a na górze podajemy datę, od
          której obowiązuje.
        </li>
        <li>
          O istotnych zmianach poinformujemy Cię z wyprzedzeniem co najmniej 14 dni – e-mailem lub komunikatem
          w Kredzie.
        </li>
        <li>Poprzednie wersje Polityki prywatności udostępniamy na prośbę.</li>
      </Clauses>
    ),
  },
];
