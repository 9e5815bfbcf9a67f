import { Fragment } from 'react';

/**
 * An action, model or queue name ("QUIZ_PHOTO_ANSWER", "kreda-main") in code type, free to break
 * after its underscores, hyphens and dots, so a narrow column wraps it between words.
 */
export function CodeName({ children }: { children: string }) {
  const parts = children.split(/(?<=[_.-])/);
  return (
    <span className="font-mono break-words">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in their order
        <Fragment key={i}>
          {i ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
