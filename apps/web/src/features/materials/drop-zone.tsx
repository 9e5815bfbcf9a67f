import { MATERIAL_FILE_ACCEPT, uploadLimitText } from '@kreda/shared/uploads';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/**
 * Drag-and-drop, the file chooser and (on phones) the camera; each hands the files on. The kinds
 * and the size limit are said before anything is picked.
 */
export function DropZone({
  onFiles,
  maxBytes,
}: {
  onFiles: (files: FileList | null) => void;
  maxBytes: number;
}) {
  const ids = useId();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dropping; the buttons inside do the same from the keyboard
    <div
      data-testid="drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center sm:p-6 ${
        dragging ? 'border-board-700 bg-board-50' : 'border-board-300'
      }`}
    >
      <p className="text-ink-muted">
        <span className="hidden sm:inline">Przeciągnij tutaj plik albo wybierz go z urządzenia. </span>
        <span id={`${ids}-limit`} className="font-medium text-board-950">
          {uploadLimitText(maxBytes)}
        </span>
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button aria-describedby={`${ids}-limit`} onClick={() => fileInput.current?.click()}>
          Wybierz plik
        </Button>
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-describedby={`${ids}-limit`}
          onClick={() => cameraInput.current?.click()}
        >
          Zrób zdjęcie
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={MATERIAL_FILE_ACCEPT}
        multiple
        aria-label="Plik do dodania"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Zdjęcie z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
