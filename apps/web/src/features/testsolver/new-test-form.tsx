import { maxLength } from '@kreda/shared/form-messages';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import { TEST_POLECENIE_MAX, TEST_TITLE_MAX, textLength } from '@kreda/shared/limits';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { FormMessageError } from '../../lib/form-errors.ts';
import { handedPhotos } from '../../lib/test-links.ts';
import { useUploadLimit } from '../../lib/upload-limit.ts';
import { useForm } from '../../lib/use-form.ts';
import { usePupilWorkspaces } from './api/get-pupil-workspaces.ts';
import { useSubmitTest } from './api/submit-test.ts';
import type { TestSolver } from './api/testsolver-fragments.ts';
import { pagesProblem } from './test-pages.ts';
import { TestPagesPicker } from './test-pages-picker.tsx';
import { useTestPages } from './use-test-pages.ts';

type Values = { files: string; workspaceId: string; title: string; polecenie: string };

/** The workspace a test goes to when none is chosen: the pupil's general one. */
export const NO_WORKSPACE_LABEL = 'Bez przestrzeni (Rozwiązywanie zadań)';

const tooLong = (text: string, max: number) => (textLength(text.trim()) > max ? maxLength(max) : null);

/** What is sent besides the pages: only the fields the pupil filled in. */
function inputOf(values: Values) {
  const title = values.title.trim();
  const polecenie = values.polecenie.trim();
  return {
    ...(values.workspaceId ? { workspaceId: values.workspaceId } : {}),
    ...(title ? { title } : {}),
    ...(polecenie ? { polecenie } : {}),
  };
}

/** The form's state: the pages, the fields, and sending the test with its upload's progress. */
function useNewTest(initialWorkspace: string, onCreated: (test: TestSolver) => void | Promise<void>) {
  const submit = useSubmitTest();
  const maxBytes = useUploadLimit();
  const pages = useTestPages(maxBytes);
  const [uploading, setUploading] = useState<number | null>(null);
  const form = useForm<Values>({
    initial: { files: '', workspaceId: initialWorkspace, title: '', polecenie: '' },
    validate: (values) => ({
      files: pagesProblem(pages.files, maxBytes),
      title: tooLong(values.title, TEST_TITLE_MAX),
      polecenie: tooLong(values.polecenie, TEST_POLECENIE_MAX),
    }),
    onSubmit: async (values) => {
      setUploading(0);
      try {
        const answer = await submit.mutateAsync({
          input: inputOf(values),
          files: pages.files,
          onProgress: (progress) => setUploading(progress.percent),
        });
        if (answer.__typename === 'ExecutionError') throw new FormMessageError(answer.message);
        await onCreated(answer);
      } finally {
        setUploading(null);
      }
    },
  });
  // The pages live beside the form's text fields: a change checks them again and clears the
  // server's word on them.
  const pagesKey = pages.pages.map((page) => `${page.id}:${page.file.name}:${page.file.size}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the pages only.
  useEffect(() => {
    if (pagesKey !== form.values.files) form.setValue('files', pagesKey);
  }, [pagesKey]);
  // Photos handed over by the link that opened the form (the home's "Zrób zdjęcie zadania") are
  // its first pages, once per history entry.
  const location = useLocation();
  const handed = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry.
  useEffect(() => {
    if (handed.current === location.key) return;
    handed.current = location.key;
    const photos = handedPhotos(location.state);
    if (photos.length > 0) pages.add(photos);
  }, [location.key]);
  return { form, pages, maxBytes, uploading };
}

interface NewTestFormProps {
  headingId: string;
  /** The workspace chosen at first (a workspace's overview links here with its own). */
  initialWorkspace?: string;
  onCreated: (test: TestSolver) => void | Promise<void>;
}

/** "Nowy sprawdzian": the pages (photos or one PDF), a workspace, a name and an instruction. */
export function NewTestForm({ headingId, initialWorkspace = '', onCreated }: NewTestFormProps) {
  const { form, pages, maxBytes, uploading } = useNewTest(initialWorkspace, onCreated);
  const workspaces = usePupilWorkspaces();
  const options = [
    { value: '', label: NO_WORKSPACE_LABEL },
    ...(workspaces.data ?? []).map((workspace) => ({
      value: workspace.id,
      label: `${workspace.name} (${SUBJECT_LABELS[workspace.temat.przedmiot]})`,
    })),
  ];
  const polecenieLength = textLength(form.values.polecenie);
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={headingId} className="flex flex-col gap-6">
      <TestPagesPicker
        id={form.fieldId('files')}
        pages={pages}
        problem={pages.problem ?? form.errorOf('files')}
        maxBytes={maxBytes}
        uploading={uploading}
      />
      <SelectField
        id={form.fieldId('workspaceId')}
        label="Przestrzeń"
        value={form.values.workspaceId}
        options={options}
        onChange={(value) => form.setValue('workspaceId', value)}
        error={form.errorOf('workspaceId')}
        hint="Strony i rozwiązania trafią do materiałów tej przestrzeni. W przestrzeni przedmiotu ułożysz potem quiz z podobnymi zadaniami."
      />
      <TextField
        {...form.field('title')}
        label="Nazwa (nieobowiązkowa)"
        autoComplete="off"
        hint="Bez nazwy sprawdzian dostanie nazwę z datą."
      />
      <TextareaField
        id={form.fieldId('polecenie')}
        label="Polecenie (nieobowiązkowe)"
        value={form.values.polecenie}
        onChange={(value) => form.setValue('polecenie', value)}
        error={form.errorOf('polecenie')}
        rows={3}
        hint="Np. „rozwiąż tylko zadania 3–5” albo „wyjaśnij jak dla klasy 7”."
        counter={`${polecenieLength} / ${TEST_POLECENIE_MAX} znaków`}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton
        loading={form.pending}
        loadingText="Wysyłanie sprawdzianu…"
        className="sm:w-auto sm:self-start"
      >
        Rozwiąż sprawdzian
      </SubmitButton>
    </form>
  );
}
