// Over 400 lines: static legal text, one chapter per file; splitting further would cut sections apart.
import { ROUTES } from '@kreda/shared/routes';
import { ENABLED_TOOLS } from '@kreda/shared/tools';
import { Clauses, type LegalSectionData, PageLink, Points, SectionRef, Term } from './legal-section.tsx';
import { OperatorEmail, OperatorIdentity } from './operator.tsx';
import { TERMS_PAYMENT_SECTIONS } from './terms-content-payments.tsx';

export const TERMS_SUMMARY: readonly string[] = [
  'Kreda pomaga w nauce z pomocą AI: wyjaśnia zadania i zagadnienia na podstawie materiałów, które sam(a) dodasz, i pomaga zebrać najważniejsze w notatkach.',
  'Jeśli masz mniej niż 13 lat, możesz korzystać z Kredy tylko za zgodą rodzica lub opiekuna.',
  'Odpowiedzi AI mogą zawierać błędy – zawsze je sprawdzaj. Kreda jest pomocą w nauce, a nie sposobem na ściąganie. Nie gwarantujemy wyników egzaminów.',
  'Twoje materiały należą do Ciebie. Używamy ich tylko po to, żeby działała Kreda, i nie trenujemy na nich modeli AI.',
  'Kreda jest bezpłatna. Narzędzia AI mają limity użycia, a ich wykorzystanie zawsze widzisz w Kredzie.',
  'Jako konsument możesz w ciągu 14 dni odstąpić od umowy bez podawania przyczyny. Na reklamację odpowiadamy w ciągu 14 dni.',
  'Konto możesz usunąć w każdej chwili. O zmianach Regulaminu uprzedzimy Cię co najmniej 14 dni wcześniej.',
];

/** The services of § 3: one point per enabled tool (@kreda/shared/tools), in the list's order. */
function ServiceList() {
  return (
    <Points>
      {ENABLED_TOOLS.map((tool, index) => (
        <li key={tool.id} data-tool={tool.id}>
          {tool.serviceDescription}
          {index === ENABLED_TOOLS.length - 1 ? '.' : ';'}
        </li>
      ))}
    </Points>
  );
}

const SERVICE_SECTIONS: readonly LegalSectionData[] = [
  {
    id: 'postanowienia-ogolne',
    title: 'Postanowienia ogólne',
    body: (
      <Clauses>
        <li>
          Ten Regulamin określa zasady korzystania z serwisu internetowego Kreda (dalej: „Kreda” lub „Serwis”)
          i jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą
          elektroniczną.
        </li>
        <li>
          Kredę prowadzi i świadczy w niej usługi: <OperatorIdentity /> (dalej: „Operator” lub „my”). Możesz
          się z nami skontaktować, pisząc na adres e-mail: <OperatorEmail />.
        </li>
        <li>
          Kreda to polskojęzyczna platforma do nauki z pomocą sztucznej inteligencji (AI) dla uczniów szkół
          podstawowych (od klasy 1), uczniów liceów i techników (aż do matury) oraz studentów.
        </li>
        <li>
          Regulamin udostępniamy bezpłatnie, zanim zawrzesz z nami umowę, w sposób, który pozwala go pobrać,
          zapisać i wydrukować (np. poleceniem „Drukuj” lub „Zapisz jako PDF” w przeglądarce).
        </li>
        <li>
          Zasady przetwarzania danych osobowych opisuje{' '}
          <PageLink to={ROUTES.privacyPolicy}>Polityka prywatności</PageLink>.
        </li>
        <li>
          Regulamin jest napisany prostym językiem. Jeśli mimo to coś jest niejasne, napisz do nas albo poproś
          o pomoc rodzica lub opiekuna.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'definicje',
    title: 'Definicje',
    body: (
      <>
        <p>Słowa pisane w Regulaminie wielką literą znaczą:</p>
        <Clauses>
          <li>
            <Term>Użytkownik</Term> („Ty”) – osoba fizyczna, która korzysta z Kredy.
          </li>
          <li>
            <Term>Rodzic</Term> – rodzic albo opiekun prawny Użytkownika, który nie ma 18 lat, działający jako
            jego przedstawiciel ustawowy.
          </li>
          <li>
            <Term>Konsument</Term> – osoba fizyczna, która zawiera z nami umowę niezwiązaną bezpośrednio z jej
            działalnością gospodarczą lub zawodową (art. 22<sup>1</sup> Kodeksu cywilnego).
          </li>
          <li>
            <Term>Konto</Term> – Twoje indywidualne konto w Kredzie, do którego logujesz się adresem e-mail i
            hasłem albo jednorazowym kodem SMS.
          </li>
          <li>
            <Term>Usługi</Term> – usługi świadczone drogą elektroniczną opisane w{' '}
            <SectionRef id="uslugi">§ 3</SectionRef>.
          </li>
          <li>
            <Term>Przestrzeń</Term> – część Konta przeznaczona dla jednego przedmiotu (np. matematyki), w
            której gromadzisz Materiały i korzystasz z narzędzi Kredy.
          </li>
          <li>
            <Term>Materiały</Term> – wszystko, co dodajesz do Kredy: notatki, zdjęcia zadań i sprawdzianów,
            pliki PDF, DOCX i tekstowe, wklejone teksty, nagrania głosowe, linki do filmów w serwisie YouTube,
            wiadomości na czacie i inne treści.
          </li>
          <li>
            <Term>Odpowiedzi AI</Term> – treści utworzone przez modele sztucznej inteligencji na Twoje
            polecenie, np. wyjaśnienia i rozwiązania zadań, notatki AI oraz poprawione przez AI fragmenty
            notatek.
          </li>
          <li>
            <Term>Dostawca AI</Term> – zewnętrzna firma udostępniająca modele sztucznej inteligencji (np.
            OpenAI, Anthropic, Google) albo model uruchamiany na serwerach, z których korzystamy. Za pomocą
            Dostawcy AI tworzymy Odpowiedzi AI.
          </li>
          <li>
            <Term>Plan</Term> – zestaw Limitów przypisany do Twojego Konta: bezpłatny Plan „Darmowy” albo Plan
            płatny, jeśli go kupisz (<SectionRef id="oplaty">§ 12</SectionRef>).
          </li>
          <li>
            <Term>Limity</Term> – określona w Planie liczba działań, z których możesz skorzystać w danym
            okresie, np. liczba wiadomości na czacie, notatek tworzonych przez AI czy nagrań zamienianych na
            tekst.
          </li>
        </Clauses>
      </>
    ),
  },
  {
    id: 'uslugi',
    title: 'Rodzaje i zakres usług',
    body: (
      <Clauses>
        <li>
          W Kredzie świadczymy następujące Usługi:
          <ServiceList />
        </li>
        <li>Z Usług korzystasz po założeniu Konta.</li>
        <li>
          Usługi w Planie „Darmowy” są bezpłatne; Plany płatne i dodatkowe Limity opisuje{' '}
          <SectionRef id="oplaty">§ 12</SectionRef>. Limity Twojego Planu i ich wykorzystanie pokazujemy w
          Kredzie.
        </li>
        <li>Umowę o świadczenie Usług zawieramy na czas nieokreślony.</li>
        <li>
          Kreda wspiera naukę, ale nie jest szkołą ani uczelnią: nie wystawia ocen szkolnych, świadectw ani
          zaświadczeń i nie zastępuje nauczyciela.
        </li>
        <li>
          Możemy rozwijać Kredę – dodawać funkcje, zmieniać ich wygląd lub sposób działania. Zmianę, która
          istotnie i negatywnie wpływa na Twój dostęp do Usług, wprowadzamy z wyprzedzeniem, na zasadach z{' '}
          <SectionRef id="zmiany-regulaminu">§ 17</SectionRef>.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'wymagania-techniczne',
    title: 'Wymagania techniczne i bezpieczeństwo',
    body: (
      <Clauses>
        <li>
          Do korzystania z Kredy potrzebujesz:
          <Points>
            <li>urządzenia z dostępem do internetu (komputera, tabletu lub telefonu);</li>
            <li>
              aktualnej wersji przeglądarki internetowej (np. Chrome, Firefox, Safari lub Edge) z włączoną
              obsługą JavaScriptu i plików cookies;
            </li>
            <li>adresu e-mail albo numeru telefonu, który może odbierać SMS-y;</li>
            <li>do nagrań głosowych – pliku z nagraniem, a do zdjęć – aparatu lub plików graficznych.</li>
          </Points>
        </li>
        <li>Kreda działa na ekranach o szerokości od 360 pikseli.</li>
        <li>Dopuszczalne formaty i maksymalny rozmiar plików pokazujemy przy dodawaniu Materiałów.</li>
        <li>
          Korzystanie z internetu wiąże się z zagrożeniami, takimi jak złośliwe oprogramowanie, wyłudzanie
          haseł i kodów (phishing) czy przejęcie konta przez inną osobę. Aby się chronić:
          <Points>
            <li>używaj silnego hasła, którego nie używasz w innych serwisach, i nikomu go nie podawaj;</li>
            <li>
              nikomu nie przekazuj kodów z SMS-ów – nigdy nie prosimy o nie telefonicznie, e-mailem ani na
              czacie;
            </li>
            <li>przed zalogowaniem sprawdź, czy jesteś na właściwej stronie;</li>
            <li>aktualizuj system i przeglądarkę;</li>
            <li>wylogowuj się na wspólnych urządzeniach, np. w szkole lub w bibliotece.</li>
          </Points>
        </li>
        <li>
          Stosujemy zabezpieczenia opisane w{' '}
          <PageLink to={ROUTES.privacyPolicy}>Polityce prywatności</PageLink>, m.in. szyfrowane połączenie.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'konto',
    title: 'Zakładanie Konta i logowanie',
    body: (
      <Clauses>
        <li>
          Aby założyć Konto, wypełnij formularz rejestracji: podaj adres e-mail i hasło albo numer telefonu,
          na który wyślemy kod SMS, oraz zaakceptuj Regulamin. Możemy poprosić o potwierdzenie adresu e-mail
          lub numeru telefonu kodem, który Ci wyślemy.
        </li>
        <li>Umowa o prowadzenie Konta zostaje zawarta z chwilą zakończenia rejestracji.</li>
        <li>
          Po rejestracji zadamy Ci kilka pytań, np. o poziom szkoły, klasę, egzaminy, do których się
          przygotowujesz, i ulubione przedmioty. Odpowiedzi służą tylko do dopasowania Kredy do Ciebie (np.
          poziomu wyjaśnień i proponowanych przedmiotów). Możesz je później zmienić.
        </li>
        <li>
          Jeśli logujesz się adresem e-mail i hasłem, podanie numeru telefonu jest dobrowolne. Gdy go podasz,
          używamy go do logowania i weryfikacji kodem SMS.
        </li>
        <li>
          Przy rejestracji i logowaniu możemy stosować zabezpieczenia przed automatycznymi programami
          (botami).
        </li>
        <li>
          Podawaj prawdziwe dane. Jedna osoba może mieć jedno Konto. Konta nie wolno udostępniać, sprzedawać
          ani przekazywać innym osobom.
        </li>
        <li>
          Dbaj o to, aby hasło i kody logowania znał tylko Ty. Jeśli podejrzewasz, że ktoś inny ma dostęp do
          Twojego Konta, od razu zmień hasło i napisz do nas.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'osoby-niepelnoletnie',
    title: 'Konta osób niepełnoletnich',
    body: (
      <Clauses>
        <li>
          Z Kredy korzystają także dzieci i nastolatki. Prawo przewiduje dla nich szczególne zasady, które
          opisujemy poniżej.
        </li>
        <li>
          <Term>Jeśli masz mniej niż 13 lat</Term>, nie możesz sam(a) zawierać umów (art. 12 Kodeksu
          cywilnego). Możesz więc korzystać z Kredy tylko za zgodą Rodzica. Umowę w Twoim imieniu zawiera i
          Regulamin akceptuje Rodzic – zakłada Konto sam albo razem z Tobą. Rodzic sprawuje nadzór nad tym,
          jak korzystasz z Kredy.
        </li>
        <li>
          <Term>Jeśli masz od 13 do 17 lat</Term>, masz ograniczoną zdolność do czynności prawnych (art. 15
          Kodeksu cywilnego). Możesz założyć Konto i korzystać z bezpłatnych Usług, ale zachęcamy, aby Rodzic
          o tym wiedział. Plan płatny albo dodatkowe Limity kupuje za Ciebie Rodzic albo Ty – za jego zgodą.
        </li>
        <li>
          Jeśli dowiemy się, że z Konta korzysta dziecko poniżej 13 lat bez zgody Rodzica, możemy ograniczyć
          dostęp do Konta do czasu wyjaśnienia sprawy, a Rodzic może zażądać usunięcia Konta.
        </li>
        <li>
          Rodzic może w każdej chwili napisać do nas na adres <OperatorEmail />, aby uzyskać informacje o
          Koncie dziecka, otrzymać kopię jego danych lub usunąć Konto. Poprosimy wtedy tylko o informacje
          potrzebne do sprawdzenia, że pisze do nas Rodzic tego Użytkownika.
        </li>
        <li>
          Zasady przetwarzania danych dzieci opisujemy w{' '}
          <PageLink to={ROUTES.privacyPolicy}>Polityce prywatności</PageLink>. Zachęcamy Rodziców do rozmowy z
          dziećmi o bezpiecznym korzystaniu z internetu i narzędzi AI.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'zasady-korzystania',
    title: 'Zasady korzystania z Kredy',
    body: (
      <Clauses>
        <li>
          Korzystaj z Kredy zgodnie z prawem, Regulaminem i dobrymi obyczajami, z szacunkiem dla innych.
        </li>
        <li>
          Zabronione jest w szczególności:
          <Points>
            <li>
              dodawanie treści o charakterze bezprawnym, np. nawołujących do nienawiści lub przemocy,
              zniesławiających, pornograficznych, naruszających cudzą prywatność lub dobra osobiste;
            </li>
            <li>
              dodawanie cudzych danych osobowych bez potrzeby – zanim wgrasz zdjęcie sprawdzianu czy notatek,
              zasłoń na nim imiona, nazwiska i twarze innych osób;
            </li>
            <li>
              dodawanie cudzych utworów (np. podręczników, zbiorów zadań, artykułów) w zakresie większym, niż
              pozwala dozwolony użytek osobisty (art. 23 ustawy z dnia 4 lutego 1994 r. o prawie autorskim i
              prawach pokrewnych) – możesz z nich korzystać do własnej nauki, ale nie możesz ich za pomocą
              Kredy rozpowszechniać;
            </li>
            <li>nękanie innych osób, oszukiwanie ich lub podszywanie się pod nie;</li>
            <li>celowe nakłanianie AI do tworzenia treści zabronionych lub niebezpiecznych;</li>
            <li>obchodzenie Limitów lub zabezpieczeń, w tym zakładanie w tym celu wielu Kont;</li>
            <li>
              automatyczne pobieranie treści z Kredy (scraping), używanie botów i skryptów, nadmierne
              obciążanie serwerów oraz ataki na Kredę;
            </li>
            <li>odsprzedawanie dostępu do Kredy lub Odpowiedzi AI bez naszej zgody;</li>
            <li>
              kopiowanie, dekompilowanie lub analizowanie kodu Kredy, z wyjątkiem przypadków, na które
              pozwalają przepisy prawa.
            </li>
          </Points>
        </li>
        <li>
          Jeśli naruszysz te zasady, możemy – stosownie do wagi naruszenia – usunąć lub zablokować treść,
          ograniczyć dostęp do niektórych funkcji, zawiesić Konto albo rozwiązać umowę (
          <SectionRef id="rozwiazanie-umowy">§ 16</SectionRef>). O decyzji i jej powodach poinformujemy Cię,
          chyba że prawo tego zabrania, a Ty możesz się od niej odwołać (
          <SectionRef id="zglaszanie-tresci">§ 10</SectionRef>).
        </li>
      </Clauses>
    ),
  },
  {
    id: 'odpowiedzi-ai',
    title: 'Odpowiedzi AI i uczciwość w nauce',
    body: (
      <Clauses>
        <li>
          Odpowiedzi AI tworzą programy komputerowe (modele językowe), a nie ludzie. Mogą zawierać błędy,
          nieaktualne informacje, a nawet zmyślone fakty lub źródła – także wtedy, gdy brzmią bardzo pewnie.
          Na to samo pytanie AI może odpowiedzieć za każdym razem trochę inaczej.
        </li>
        <li>
          Zawsze sprawdzaj Odpowiedzi AI – w podręczniku, w notatkach z lekcji lub u nauczyciela. Traktuj je
          jak podpowiedź, a nie jak ostateczną prawdę.
        </li>
        <li>
          Kreda jest pomocą w nauce. Najwięcej zyskasz, gdy najpierw spróbujesz rozwiązać zadanie
          samodzielnie, a AI poprosisz o wyjaśnienie kolejnych kroków.
        </li>
        <li>
          Przestrzegaj zasad swojej szkoły lub uczelni. Nie korzystaj z Kredy podczas sprawdzianów, kartkówek
          i egzaminów ani w innych sytuacjach, w których jest to zabronione. Nie przedstawiaj Odpowiedzi AI
          jako własnej pracy tam, gdzie wymagana jest praca samodzielna.
        </li>
        <li>
          Nie gwarantujemy uzyskania określonych ocen ani wyników sprawdzianów, egzaminu ósmoklasisty, matury
          czy egzaminów na studiach.
        </li>
        <li>
          Odpowiedzi AI nie są poradą medyczną, prawną, psychologiczną ani finansową. Jeśli jest Ci trudno lub
          potrzebujesz wsparcia, porozmawiaj z zaufaną osobą dorosłą albo zadzwoń pod bezpłatny numer 116 111
          (Telefon Zaufania dla Dzieci i Młodzieży). W sytuacji zagrożenia życia lub zdrowia dzwoń pod numer
          112.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'tresci-uzytkownika',
    title: 'Materiały Użytkownika i licencja',
    body: (
      <Clauses>
        <li>Twoje Materiały należą do Ciebie – nie przejmujemy do nich praw autorskich.</li>
        <li>
          Abyśmy mogli świadczyć Usługi, udzielasz nam niewyłącznej i nieodpłatnej licencji, bez ograniczeń
          terytorialnych, na korzystanie z Materiałów wyłącznie w zakresie potrzebnym do świadczenia Usług, na
          następujących polach eksploatacji:
          <Points>
            <li>utrwalanie i zwielokrotnianie – przechowywanie na serwerach i w kopiach zapasowych;</li>
            <li>
              przetwarzanie – np. odczytywanie tekstu ze zdjęć i plików, zamiana nagrań na tekst, dzielenie
              tekstu na fragmenty;
            </li>
            <li>przekazywanie Dostawcom AI w celu przygotowania Odpowiedzi AI;</li>
            <li>wyświetlanie Materiałów Tobie.</li>
          </Points>
        </li>
        <li>
          Możemy udzielać dalszych licencji w tym samym, wąskim zakresie wyłącznie naszym podwykonawcom,
          którzy pomagają nam świadczyć Usługi (np. Dostawcom AI i dostawcy serwerów).
        </li>
        <li>
          Licencja trwa, dopóki Materiał jest przechowywany w Kredzie. Wygasa, gdy usuniesz Materiał lub
          Konto; kopie zapasowe usuwamy w terminach podanych w Polityce prywatności.
        </li>
        <li>
          Nie używamy Twoich Materiałów ani rozmów do trenowania modeli AI. Nie publikujemy ich i nie
          pokazujemy innym Użytkownikom.
        </li>
        <li>
          Dodając Materiał, potwierdzasz, że możesz to zrobić – np. jest to Twoja notatka albo korzystasz z
          cudzego utworu w ramach dozwolonego użytku osobistego.
        </li>
        <li>
          Odpowiedzi AI możesz wykorzystywać do własnej nauki. Nie rościmy sobie praw do Odpowiedzi AI
          utworzonych na Twoje polecenie. Pamiętaj, że Odpowiedzi AI mogą być podobne do odpowiedzi
          udzielonych innym osobom.
        </li>
        <li>
          Kreda – jej oprogramowanie, wygląd, nazwa i logo oraz przygotowane przez nas treści – jest chroniona
          prawem i należy do nas lub do naszych licencjodawców. Możesz z niej korzystać tylko w ramach Usług.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'zglaszanie-tresci',
    title: 'Zgłaszanie nielegalnych treści i odwołania',
    body: (
      <Clauses>
        <li>
          Materiały przechowujemy tylko dla Ciebie i ich nie publikujemy. Mimo to każdy może nam zgłosić treść
          w Kredzie, którą uważa za nielegalną, zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE)
          2022/2065 (akt o usługach cyfrowych).
        </li>
        <li>
          Punktem kontaktowym dla Użytkowników i organów jest adres <OperatorEmail />. Kontaktujemy się w
          języku polskim.
        </li>
        <li>
          Zgłoszenie powinno zawierać:
          <Points>
            <li>wyjaśnienie, dlaczego treść jest według Ciebie nielegalna;</li>
            <li>dokładne wskazanie treści, np. adres strony;</li>
            <li>
              Twoje imię i nazwisko lub nazwę oraz adres e-mail (nie są wymagane przy zgłaszaniu treści
              związanych z wykorzystywaniem seksualnym dzieci);
            </li>
            <li>
              oświadczenie, że zgłaszasz w dobrej wierze, a informacje w zgłoszeniu są prawdziwe i pełne.
            </li>
          </Points>
        </li>
        <li>
          Potwierdzamy otrzymanie zgłoszenia, rozpatrujemy je niezwłocznie, starannie i obiektywnie, a o
          decyzji informujemy zgłaszającego i – jeśli podejmujemy działania – Użytkownika, którego treść
          dotyczy, podając uzasadnienie.
        </li>
        <li>
          Treści sprawdzamy po zgłoszeniu albo gdy sami zauważymy możliwe naruszenie. Dostawcy AI mogą
          automatycznie odmówić utworzenia odpowiedzi, która narusza ich zasady bezpieczeństwa. Decyzję o
          zawieszeniu lub usunięciu Konta zawsze podejmuje człowiek.
        </li>
        <li>
          Od naszej decyzji możesz się odwołać w ciągu 6 miesięcy, pisząc na adres <OperatorEmail />.
          Odwołanie rozpatrzymy w ciągu 14 dni; sprawę ponownie przeanalizuje człowiek. Niezależnie od tego
          możesz skierować sprawę do sądu.
        </li>
        <li>
          Jeśli treść wskazuje na przestępstwo zagrażające życiu lub bezpieczeństwu osób, niezwłocznie
          powiadamiamy o tym właściwe organy.
        </li>
      </Clauses>
    ),
  },
];

/** All sections of the Terms of Service, in order (their position gives the § number). */
export const TERMS_SECTIONS: readonly LegalSectionData[] = [...SERVICE_SECTIONS, ...TERMS_PAYMENT_SECTIONS];
