import type KatexModule from 'katex';
import { useEffect, useState } from 'react';

/**
 * KaTeX is large, so it loads on its own, once, when a problem needs it (typesetMath). Until it
 * has loaded, math shows as its TeX source.
 */
type Katex = typeof KatexModule;

let loaded: Katex | null = null;
let loading: Promise<Katex> | null = null;

export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

export function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(loaded);
  useEffect(() => {
    if (!needed || katex) return;
    let live = true;
    void loadKatex().then((module) => {
      if (live) setKatex(() => module);
    });
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return katex;
}
