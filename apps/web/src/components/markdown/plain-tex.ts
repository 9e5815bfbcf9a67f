// A formula's LaTeX read as plain text (plain-text.ts): "\frac{a}{b}" as "a/b", "\neq" as "≠", powers
// and indices as superscript and subscript runs; commands it does not know keep only their name,
// never their backslash.

/** A run of text; formulas, their superscripts and subscripts, and code keep a kind. */
export interface Run {
  text: string;
  kind?: 'math' | 'sup' | 'sub' | 'code';
}

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  neq: '≠',
  ne: '≠',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  approx: '≈',
  equiv: '≡',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  leftarrow: '←',
  Leftrightarrow: '⇔',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  forall: '∀',
  exists: '∃',
  angle: '∠',
  perp: '⊥',
  parallel: '∥',
  circ: '∘',
  degree: '°',
  sum: 'Σ',
  prod: 'Π',
  int: '∫',
  partial: '∂',
  ldots: '…',
  cdots: '⋯',
  dots: '…',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  Sigma: 'Σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  omega: 'ω',
  Omega: 'Ω',
  quad: ' ',
  qquad: '  ',
  ',': ' ',
  ';': ' ',
  '!': '',
  ' ': ' ',
  '%': '%',
  '{': '{',
  '}': '}',
  _: '_',
  '&': '&',
  '#': '#',
};
/** Commands that only change how their argument looks: the argument is kept. */
const STYLES = new Set([
  'text',
  'mathrm',
  'mathbf',
  'mathit',
  'textbf',
  'operatorname',
  'boldsymbol',
  'overline',
  'vec',
  'hat',
  'bar',
  'mathbb',
  'underline',
]);
/** Commands that draw nothing of their own in plain text. */
const SILENT = new Set([
  'left',
  'right',
  'displaystyle',
  'limits',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'begin',
  'end',
]);

/** A formula's runs: plain text, with `^` and `_` as superscript and subscript runs. */
export function texRuns(tex: string): Run[] {
  let at = 0;
  const runs: Run[] = [];
  const push = (text: string, kind: Run['kind'] = 'math') => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += text;
    else runs.push({ text, kind });
  };
  const flat = (parts: Run[]) => parts.map((run) => run.text).join('');
  const wrap = (text: string) => (text.length > 1 && /[^\p{L}\p{N},.]/u.test(text) ? `(${text})` : text);

  /** One argument: a `{…}` group, a command, or one character. */
  const argument = (): Run[] => {
    while (tex[at] === ' ') at++;
    if (at >= tex.length) return [];
    if (tex[at] === '{') {
      let depth = 0;
      const start = at + 1;
      for (; at < tex.length; at++) {
        if (tex[at] === '\\') at++;
        else if (tex[at] === '{') depth++;
        else if (tex[at] === '}' && --depth === 0) break;
      }
      const inner = tex.slice(start, at);
      at++;
      return texRuns(inner);
    }
    if (tex[at] === '\\') return command();
    return [{ text: tex[at++] ?? '', kind: 'math' }];
  };

  const command = (): Run[] => {
    at++; // the backslash
    const name = /^[A-Za-z]+/.exec(tex.slice(at))?.[0] ?? tex[at] ?? '';
    at += name.length;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const top = flat(argument());
      const bottom = flat(argument());
      return [{ text: `${wrap(top)}/${wrap(bottom)}`, kind: 'math' }];
    }
    if (name === 'sqrt') {
      let degree = '';
      if (tex[at] === '[') {
        const close = tex.indexOf(']', at);
        degree = close < 0 ? '' : tex.slice(at + 1, close);
        at = close < 0 ? tex.length : close + 1;
      }
      return [{ text: `${degree ? `${degree}-stopnia ` : ''}√${wrap(flat(argument()))}`, kind: 'math' }];
    }
    if (STYLES.has(name)) return argument();
    if (name === 'begin' || name === 'end') {
      argument(); // the environment's name
      return [];
    }
    if (SILENT.has(name)) return [];
    if (name === '\\') return [{ text: ' ', kind: 'math' }];
    return [{ text: SYMBOLS[name] ?? name, kind: 'math' }];
  };

  while (at < tex.length) {
    const char = tex[at] ?? '';
    if (char === '^' || char === '_') {
      at++;
      push(flat(argument()), char === '^' ? 'sup' : 'sub');
    } else if (char === '\\') {
      for (const run of command()) push(run.text, run.kind);
    } else if (char === '{') {
      for (const run of argument()) push(run.text, run.kind);
    } else {
      at++;
      if (char !== '}' && char !== '&' && char !== '$') push(char);
      else if (char === '&') push(' ');
    }
  }
  return runs;
}
