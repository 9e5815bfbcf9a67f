// Long on purpose: static legal text, one chapter per file; splitting further would cut sections apart.
import { ROUTES } from '@kreda/shared/routes';
import {
  Bullets,
  Clauses,
  type LegalSectionData,
  PageLink,
  Points,
  SectionRef,
  Term,
} from './legal-section.tsx';
import { DpoEmail, OperatorAddress, OperatorEmail, OperatorIdentity } from './operator.tsx';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-content-rights.tsx';

export const PRIVACY_SUMMARY: readonly string[] = [
  'Zbieramy tylko dane potrzebne do działania Kredy: dane Konta, Twoje materiały do nauki, informacje o wykorzystaniu limitów, podstawowe dane techniczne oraz statystyki korzystania z aplikacji (bez treści). Kreda jest bezpłatna – nie zbieramy danych płatniczych.',
  'Twoje pytania i potrzebne fragmenty materiałów przekazujemy dostawcy modeli AI, żeby przygotować odpowiedź. Nie trenujemy AI na Twoich danych.',
  'Dane przechowujemy w Unii Europejskiej. Nie sprzedajemy ich, nie wyświetlamy reklam i nie śledzimy Cię ciasteczkami.',
  'Używamy tylko niezbędnych ciasteczek: do logowania, zapamiętania języka i jednorazowego przekierowania ze strony głównej.',
  'Dane dzieci chronimy szczególnie. Rodzic może w imieniu dziecka poprosić o dostęp do danych, ich poprawienie lub usunięcie.',
  'Masz prawo do swoich danych: możesz je zobaczyć, poprawić, usunąć albo pobrać. Możesz też złożyć skargę do Prezesa UODO.',
];

const DATA_SECTIONS: readonly LegalSectionData[] = [
  {
    id: 'administrator',
    title: 'Kto jest administratorem danych',
    body: (
      <Clauses>
        <li>
          Administratorem Twoich danych osobowych, czyli podmiotem, który decyduje, jak i po co są one
          przetwarzane, jest <OperatorIdentity /> (dalej: „my”).
        </li>
        <li>
          Ta Polityka prywatności wyjaśnia, jakie dane zbieramy w serwisie Kreda, w jakim celu, komu je
          przekazujemy i jakie masz prawa. Stosujemy przepisy rozporządzenia Parlamentu Europejskiego i Rady
          (UE) 2016/679 (RODO) oraz polskie przepisy o ochronie danych osobowych.
        </li>
        <li>
          Słowa pisane wielką literą (np. Konto, Materiały, Rodzic, Dostawca AI) mają znaczenie nadane im w{' '}
          <PageLink to={ROUTES.terms}>Regulaminie</PageLink>.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontakt w sprawach danych osobowych',
    body: (
      <Clauses>
        <li>
          W sprawach dotyczących Twoich danych osobowych możesz pisać do inspektora ochrony danych (IOD) na
          adres: <DpoEmail />.
        </li>
        <li>
          Możesz też napisać na nasz ogólny adres <OperatorEmail /> albo wysłać list na adres:{' '}
          <OperatorAddress />.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'jakie-dane',
    title: 'Jakie dane przetwarzamy',
    body: (
      <Clauses>
        <li>
          <Term>Dane Konta:</Term> adres e-mail, hasło (przechowujemy tylko jego zabezpieczony skrót, a nie
          samo hasło), numer telefonu (jeśli go podasz lub logujesz się kodem SMS), imię i nazwisko oraz
          zdjęcie profilowe (jeśli je podasz), data założenia Konta i ostatniego logowania.
        </li>
        <li>
          <Term>Odpowiedzi na pytania wstępne:</Term> poziom szkoły, klasa, egzaminy, do których się
          przygotowujesz, i ulubione przedmioty.
        </li>
        <li>
          <Term>Materiały i to, co z nich powstaje:</Term> Przestrzenie, wiadomości na czacie i Odpowiedzi AI
          wraz ze wskazanymi źródłami, notatki, zdjęcia, pliki PDF, DOCX i tekstowe, wklejone teksty, nagrania
          głosowe i ich zapis tekstowy, linki do filmów YouTube wraz z tytułem i transkrypcją.
        </li>
        <li>
          <Term>Dane o Planie:</Term> rodzaj Planu, okres jego ważności i wykorzystanie Limitów. Kreda jest
          bezpłatna, dlatego nie zbieramy danych płatniczych.
        </li>
        <li>
          <Term>Dane techniczne:</Term> adres IP, rodzaj przeglądarki i urządzenia, data i godzina zdarzeń,
          dzienniki serwera (logi), dane sesji logowania oraz informacje o błędach aplikacji. Informacje o
          błędach nie obejmują treści Twoich wiadomości ani Materiałów.
        </li>
        <li>
          <Term>Statystyki korzystania:</Term> które strony Kredy oglądasz (rodzaj strony, np. „quiz w
          Przestrzeni”, bez jej adresu i zawartości), które narzędzia otwierasz, czy przewodnik po stronie
          został obejrzany do końca oraz jak szybko wczytuje się aplikacja. Jeśli jesteś zalogowany(-a),
          łączymy je z Twoim Kontem; bez logowania – tylko z losowym identyfikatorem wizyty. Nie obejmują
          treści Materiałów ani wiadomości, adresu e-mail ani adresu IP.
        </li>
        <li>
          <Term>Korespondencja:</Term> treść wiadomości, które do nas wysyłasz, w tym reklamacji, zgłoszeń i
          wniosków.
        </li>
        <li>
          <Term>Dane Rodzica:</Term> jeśli Rodzic zakłada Konto dziecka, wyraża zgodę lub kontaktuje się z
          nami – jego imię i nazwisko, adres e-mail lub numer telefonu oraz informacja o udzieleniu zgody.
        </li>
        <li>
          Większość danych otrzymujemy bezpośrednio od Ciebie. Niektóre dostajemy od Rodzica (gdy zakłada
          Konto dziecka lub wyraża zgodę). Dane techniczne powstają automatycznie, gdy korzystasz z Kredy.
        </li>
        <li>
          Prosimy, nie umieszczaj w Materiałach danych, które nie są potrzebne do nauki – zwłaszcza informacji
          o zdrowiu, wyznaniu czy poglądach ani danych innych osób (np. nazwisk kolegów na zdjęciu
          sprawdzianu). Nie używamy nagrań głosowych do rozpoznawania, kim jesteś – zamieniamy je tylko na
          tekst.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'cele-i-podstawy',
    title: 'Po co przetwarzamy dane i na jakiej podstawie',
    body: (
      <Clauses>
        <li>
          <Term>Umowa – art. 6 ust. 1 lit. b RODO.</Term> Przetwarzamy dane, bo jest to niezbędne do zawarcia
          i wykonania umowy z Tobą, czyli do:
          <Points>
            <li>założenia i prowadzenia Konta oraz logowania (także kodem SMS);</li>
            <li>przechowywania Materiałów i tworzenia Odpowiedzi AI z pomocą Dostawców AI;</li>
            <li>dopasowania Kredy do Twojego poziomu na podstawie odpowiedzi na pytania wstępne;</li>
            <li>liczenia Limitów i pokazywania Ci ich wykorzystania;</li>
            <li>wysyłania wiadomości dotyczących Konta, np. kodów, potwierdzeń i informacji o zmianach.</li>
          </Points>
          <p className="mt-2">
            Jeśli umowę w imieniu dziecka zawarł Rodzic, podstawą przetwarzania danych dziecka jest ta umowa.
          </p>
        </li>
        <li>
          <Term>Obowiązek prawny – art. 6 ust. 1 lit. c RODO.</Term> Przetwarzamy dane, gdy wymagają tego
          przepisy, np.:
          <Points>
            <li>rozpatrywanie reklamacji i odstąpień od umowy (ustawa o prawach konsumenta);</li>
            <li>obsługa wniosków dotyczących danych osobowych (RODO);</li>
            <li>
              wystawianie rachunków i faktur za Plany płatne i przechowywanie dokumentów księgowych (przepisy
              podatkowe i o rachunkowości);
            </li>
            <li>obsługa zgłoszeń nielegalnych treści (akt o usługach cyfrowych);</li>
            <li>
              dołożenie starań, by sprawdzić, że zgodę za dziecko wyraził Rodzic, gdy prosimy o zgodę (art. 8
              ust. 2 RODO).
            </li>
          </Points>
        </li>
        <li>
          <Term>Prawnie uzasadniony interes – art. 6 ust. 1 lit. f RODO.</Term> Przetwarzamy dane, gdy jest to
          potrzebne do ochrony naszych lub Twoich uzasadnionych interesów, a nie przeważają nad nimi Twoje
          prawa, np.:
          <Points>
            <li>zapewnienie bezpieczeństwa Kredy, zapobieganie nadużyciom i ochrona przed botami;</li>
            <li>wykrywanie i naprawianie błędów (informacje o błędach bez treści Materiałów);</li>
            <li>
              prowadzenie statystyk korzystania z Kredy, żeby ją ulepszać (bez treści Materiałów i bez
              profilowania);
            </li>
            <li>ustalenie, dochodzenie lub obrona roszczeń;</li>
            <li>kontakt z Rodzicem w sprawach Konta dziecka.</li>
          </Points>
          <p className="mt-2">
            Możesz w każdej chwili wnieść sprzeciw wobec takiego przetwarzania (
            <SectionRef id="prawa">§ 11</SectionRef>).
          </p>
        </li>
        <li>
          <Term>Zgoda – art. 6 ust. 1 lit. a RODO.</Term> Podstawowe funkcje Kredy nie wymagają zgody. Jeśli
          kiedyś poprosimy o zgodę na dodatkową, dobrowolną funkcję, możesz ją w każdej chwili wycofać – nie
          wpływa to na zgodność z prawem przetwarzania sprzed wycofania.
        </li>
        <li>
          Nie sprzedajemy danych, nie wyświetlamy reklam i nie wykorzystujemy danych do marketingu innych
          firm.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'dzieci',
    title: 'Dane dzieci i zgoda Rodzica',
    body: (
      <Clauses>
        <li>
          Z Kredy korzystają dzieci i nastolatki, dlatego ograniczamy zbierane dane do minimum, a tę Politykę
          piszemy możliwie prostym językiem.
        </li>
        <li>
          Większość danych przetwarzamy na podstawie umowy (art. 6 ust. 1 lit. b RODO), a nie zgody. Kto może
          zawrzeć taką umowę, określają przepisy Kodeksu cywilnego, opisane w{' '}
          <PageLink to={`${ROUTES.terms}#osoby-niepelnoletnie`}>§ 6 Regulaminu</PageLink>:
          <Bullets>
            <li>za dziecko poniżej 13 lat umowę zawiera Rodzic;</li>
            <li>
              osoba w wieku 13–17 lat może sama założyć Konto i korzystać z bezpłatnych Usług; Plan płatny
              kupuje za zgodą Rodzica.
            </li>
          </Bullets>
        </li>
        <li>
          Art. 8 RODO dotyczy sytuacji, w której przetwarzanie danych dziecka opiera się na zgodzie. W Polsce
          granica wieku wynosi 16 lat: jeśli poprosimy o zgodę osobę, która nie ukończyła 16 lat, zgoda będzie
          ważna tylko wtedy, gdy wyrazi ją lub zatwierdzi Rodzic. Aby to sprawdzić, możemy np. wysłać prośbę o
          potwierdzenie na adres e-mail Rodzica.
        </li>
        <li>
          Jak Rodzic może korzystać z praw dziecka, opisujemy w{' '}
          <SectionRef id="prawa-rodzica">§ 12</SectionRef>.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'materialy-i-ai',
    title: 'Twoje Materiały i sztuczna inteligencja',
    body: (
      <Clauses>
        <li>
          Odpowiedzi AI przygotowują modele sztucznej inteligencji. W zależności od konfiguracji korzystamy z
          modeli zewnętrznych dostawców (np. OpenAI, Anthropic, Google) albo z modeli uruchamianych na
          serwerach, z których korzystamy. Aktualną listę Dostawców AI podamy Ci na prośbę.
        </li>
        <li>
          Aby przygotować odpowiedź, przekazujemy Dostawcy AI tylko to, co jest do tego potrzebne:
          <Points>
            <li>Twoje pytanie lub polecenie;</li>
            <li>
              potrzebne fragmenty Materiałów z danej Przestrzeni – tekst odczytany z plików i zdjęć, a gdy
              model musi „zobaczyć” zadanie, także samo zdjęcie;
            </li>
            <li>nagranie głosowe lub jego zapis tekstowy oraz transkrypcję filmu YouTube;</li>
            <li>informacje o kontekście nauki, np. przedmiot, poziom szkoły i klasa.</li>
          </Points>
        </li>
        <li>
          Nie przekazujemy Dostawcom AI Twojego adresu e-mail ani numeru telefonu. Dostawca AI może je poznać
          tylko wtedy, gdy sam(a) wpiszesz je w wiadomości lub umieścisz w Materiałach.
        </li>
        <li>
          Dostawcy AI działają jako podmioty przetwarzające dane w naszym imieniu (art. 28 RODO): na podstawie
          umowy, tylko na nasze polecenie i tylko po to, żeby przygotować odpowiedź. Wybieramy warunki, w
          których dostawca zobowiązuje się nie używać przekazanych danych do trenowania swoich modeli.
          Dostawca może przechowywać dane przez krótki czas określony w umowie, aby wykrywać nadużycia.
        </li>
        <li>My również nie trenujemy modeli AI na Twoich Materiałach ani rozmowach.</li>
        <li>
          Tekst ze zdjęć i plików odczytujemy na naszych serwerach. Transkrypcję filmu YouTube pobiera nasz
          serwer – nie przekazujemy przy tym serwisowi YouTube Twoich danych.
        </li>
        <li>
          Twoje rozmowy, Materiały i Odpowiedzi AI przechowujemy w Twoim Koncie, dopóki ich nie usuniesz lub
          nie usuniesz Konta.
        </li>
      </Clauses>
    ),
  },
  {
    id: 'odbiorcy',
    title: 'Komu przekazujemy dane',
    body: (
      <Clauses>
        <li>Dane przechowujemy na serwerach w Unii Europejskiej – to nasze zobowiązanie wobec Ciebie.</li>
        <li>
          Dane mogą otrzymać – wyłącznie w zakresie potrzebnym do wykonania ich zadań – następujący odbiorcy:
          <Points>
            <li>dostawca serwerów (hostingu), na których działa Kreda;</li>
            <li>
              Dostawcy AI (<SectionRef id="materialy-i-ai">§ 6</SectionRef>);
            </li>
            <li>dostawca bramki SMS, który dostarcza kody logowania;</li>
            <li>dostawca usługi wysyłki e-maili (np. kodów i potwierdzeń);</li>
            <li>
              Stripe (Stripe Payments Europe Ltd.), który obsługuje płatności za Plany płatne i dodatkowe
              Limity oraz wystawia rachunki i faktury – gdy coś kupujesz: adres e-mail, dane do faktury (np.
              NIP) i dane płatności, które podajesz bezpośrednio Stripe; nie znamy pełnego numeru karty;
            </li>
            <li>
              dostawca narzędzia do zbierania informacji o błędach aplikacji – bez treści Twoich wiadomości i
              Materiałów;
            </li>
            <li>
              dostawca zabezpieczenia przed botami przy logowaniu i rejestracji, jeśli jest ono włączone;
            </li>
            <li>biuro rachunkowe oraz doradcy prawni, w zakresie potrzebnym do ich pracy.</li>
          </Points>
        </li>
        <li>
          Z podmiotami, które przetwarzają dane w naszym imieniu, zawieramy umowy powierzenia przetwarzania
          (art. 28 RODO), które zobowiązują je do ochrony danych i korzystania z nich tylko na nasze
          polecenie.
        </li>
        <li>
          Dane możemy też przekazać sądom, prokuraturze, policji lub innym organom, ale tylko wtedy, gdy
          wymagają tego przepisy prawa.
        </li>
      </Clauses>
    ),
  },
];

/** All sections of the Privacy Policy, in order (their position gives the § number). */
export const PRIVACY_SECTIONS: readonly LegalSectionData[] = [...DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];
