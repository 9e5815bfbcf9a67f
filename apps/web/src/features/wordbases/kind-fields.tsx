import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { FlashcardKind } from '../../gql/graphql.ts';
import { LanguagePicker } from './language-picker.tsx';

/** The most the translation context may say (a subject and a topic). */
export const CONTEXT_MAX = 200;

const KIND_CHOICES: CardChoice<FlashcardKind>[] = [
  { value: 'Language', label: 'Język obcy', description: 'Słowo ↔ tłumaczenie.' },
  { value: 'Other', label: 'Inny przedmiot', description: 'Pojęcie ↔ definicja.' },
];

interface KindFieldsProps {
  /** Field ids of the form (`fieldId`), so errors focus the right field. */
  ids: { type: string; languageCode: string; context: string };
  type: string;
  languageCode: string;
  context: string;
  onType: (type: FlashcardKind) => void;
  onLanguage: (code: string) => void;
  onContext: (context: string) => void;
  errors: { languageCode?: string | undefined; context?: string | undefined };
  /** Whether to ask for the subject/topic the AI should keep to (typed words and materials). */
  withContext: boolean;
}

/** What the set is: a language (chosen from the list) or another subject's terms. */
export function KindFields(props: KindFieldsProps) {
  return (
    <>
      <ChoiceCards
        id={props.ids.type}
        legend="Rodzaj bazy"
        choices={KIND_CHOICES}
        value={props.type}
        onChange={props.onType}
        columns={2}
      />
      {props.type === 'Language' ? (
        <LanguagePicker
          id={props.ids.languageCode}
          value={props.languageCode}
          onChange={props.onLanguage}
          error={props.errors.languageCode}
        />
      ) : props.withContext ? (
        <TextField
          id={props.ids.context}
          label="Przedmiot i temat (dla AI)"
          value={props.context}
          onChange={(event) => props.onContext(event.currentTarget.value)}
          maxLength={CONTEXT_MAX}
          placeholder="np. biologia: komórka"
          hint="Pomaga AI dobrać definicje do Twojego przedmiotu."
          error={props.errors.context}
        />
      ) : null}
    </>
  );
}
