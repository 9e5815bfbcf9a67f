// Class recipes shared by <button> and router links that look like buttons, so both stay in step.

export type ButtonVariant = 'primary' | 'secondary' | 'chalk' | 'outline-light' | 'ghost';
export type ButtonSize = 'md' | 'lg' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline select-none ' +
  'motion-safe:transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-board-700 text-chalk hover:bg-board-800 active:bg-board-900',
  secondary: 'border-2 border-board-700 bg-white text-board-900 hover:bg-board-50',
  // For dark (board) backgrounds.
  chalk: 'bg-chalk-yellow text-board-950 hover:bg-[#f6e08a]',
  'outline-light': 'border-2 border-chalk/80 text-chalk hover:bg-white/10',
  ghost: 'text-board-900 hover:bg-board-100',
};

const sizes: Record<ButtonSize, string> = {
  // 40 px: the smallest tap target a finger hits reliably.
  sm: 'min-h-10 min-w-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

/** Outline style of a destructive button (delete, sign out everywhere). */
export const DANGER_BUTTON_CLASS = 'border-2 border-red-700 text-red-800 hover:bg-red-50';
