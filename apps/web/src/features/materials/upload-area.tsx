import { useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import type { SourceType } from '../../gql/graphql.ts';
import { DropZone } from './drop-zone.tsx';
import { PasteTextForm } from './paste-text-form.tsx';
import { UploadKindSelect } from './upload-kind-select.tsx';
import { UploadList } from './upload-list.tsx';
import { useUpload } from './use-upload.ts';
import { YoutubeForm } from './youtube-form.tsx';

/**
 * Sending files (chooser, drop, camera), pasted text or a video link. What happens to a file is
 * shown right under the picker; refusals of text and links below.
 */
export function UploadArea({ workspaceId }: { workspaceId: string }) {
  const ids = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sourceType, setSourceType] = useState<SourceType>('NOTATKA');
  const { uploads, sendFiles, cancel, maxBytes } = useUpload(workspaceId);

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold text-board-950">
        Dodaj materiał
      </h2>
      <UploadKindSelect value={sourceType} onChange={setSourceType} />
      <DropZone maxBytes={maxBytes} onFiles={(files) => sendFiles(files, sourceType)} />
      <UploadList uploads={uploads} slug={workspaceId} onCancel={cancel} />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <PasteTextForm workspaceId={workspaceId} sourceType={sourceType} onProblem={setProblem} />
      <YoutubeForm workspaceId={workspaceId} onProblem={setProblem} />
    </section>
  );
}
