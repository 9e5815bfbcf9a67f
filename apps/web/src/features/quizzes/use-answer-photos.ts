import { answerPhotoProblem } from '@kreda/shared/uploads';
import { useState } from 'react';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import type { UploadProgress } from '../../lib/graphql-upload.ts';
import { useUploadLimit } from '../../lib/upload-limit.ts';
import type { PhotoSending } from './answer-photo.tsx';
import type { PhotoProps } from './question-card.tsx';

/**
 * The photos of handwritten solutions chosen per open question (kept while the pupil moves between
 * questions), the problem of the photo field and the upload's progress. A photo of the wrong type
 * or size is refused here, before anything is sent.
 */
export function useAnswerPhotos() {
  const [photos, setPhotos] = useState<Record<string, File>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const maxBytes = useUploadLimit();

  const put = (questionId: string, file: File | null) =>
    setPhotos(({ [questionId]: _old, ...rest }) => (file ? { ...rest, [questionId]: file } : rest));

  return {
    photoOf: (questionId: string | undefined): File | null =>
      questionId ? (photos[questionId] ?? null) : null,
    /** Sent: the answer now shows the photo from the server. */
    forget: (questionId: string) => put(questionId, null),
    setProblem,
    /** A new upload: its progress is unknown until the browser reports some. */
    start: () => {
      setProblem(null);
      setPercent(null);
    },
    onProgress: (progress: UploadProgress) => setPercent(progress.percent),
    /** A refused answer: the server's word on the photo goes on its field; returns the form's alert. */
    refusal: (error: unknown): string | null => {
      const errors = serverFormErrors(error);
      if (errors.fields.file) setProblem(errors.fields.file);
      return formAlertMessage(errors, ['file']);
    },
    /** What the photo field of `questionId` shows; `sending` while its answer with a photo is on its way. */
    field: (questionId: string | undefined, sending: boolean): PhotoProps => {
      let photoSending: PhotoSending | null = null;
      if (sending)
        photoSending =
          percent !== null && percent < 100 ? { phase: 'uploading', percent } : { phase: 'reading' };
      return {
        photo: questionId ? (photos[questionId] ?? null) : null,
        onPhoto: (file) => {
          if (!questionId) return;
          const refused = file ? answerPhotoProblem(file, maxBytes) : null;
          setProblem(refused);
          if (!refused) put(questionId, file);
        },
        photoProblem: problem,
        photoSending,
        maxBytes,
      };
    },
  };
}
