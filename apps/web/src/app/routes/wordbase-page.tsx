import { ShareAction } from '../../features/sharing/share-action.tsx';
import {
  Component as WordBasePage,
  type WordBaseShareSlot,
} from '../../features/wordbases/wordbase-page.tsx';

export { prefetch } from '../../features/wordbases/wordbase-page.tsx';

function ShareWordBase({ id, name }: WordBaseShareSlot) {
  return <ShareAction kind="WORD_BASE" id={id} name={name} />;
}

/**
 * One word base (/workspace/{slug}/wordbase/{id}): the word bases' page with the sharing feature's
 * "Udostępnij". Composed here, as features do not import each other.
 */
export function Component() {
  return <WordBasePage share={ShareWordBase} />;
}
