import { useEffect, useState } from 'react';

declare global {
  interface Window {
    /** Set once the app runs the prerendered form: the page's script stops holding submits back. */
    vmsHydrated?: boolean;
    /** A form the visitor submitted before that (login-page.tsx, BOOT_SCRIPT). */
    vmsHeldSubmit?: HTMLFormElement;
  }
}

type Form<Path extends string> = {
  getInputNode: (path: Path) => HTMLElement | null;
  getValues: () => Record<Path, unknown>;
  setFieldValue: (path: Path, value: string) => void;
};

/** Puts into the form what its inputs show, where the form holds something else. */
function takeShownValues<Path extends string>(form: Form<Path>, paths: readonly Path[]): void {
  for (const path of paths) {
    const node = form.getInputNode(path);
    if (node instanceof HTMLInputElement && node.value !== form.getValues()[path]) form.setFieldValue(path, node.value);
  }
}

/**
 * What a visitor did on the prerendered page before the app took it over: the typed values go into the form (the
 * inputs keep them, the form's state starts empty), and a submit the page's script held back is sent now. Returns
 * what the form's submit calls first: typing while React was taking the page over can reach the input and not the
 * form (an e2e login once failed with 'Email is required' under a filled e-mail), so a submit sends what is shown.
 */
export function useInputBeforeHydration<Path extends string>(form: Form<Path>, paths: readonly Path[]): () => void {
  // once, on the first mount: the form object and the paths do not change
  const [first] = useState({ form, paths });
  useEffect(() => {
    window.vmsHydrated = true;
    takeShownValues(first.form, first.paths);
    const held = window.vmsHeldSubmit;
    delete window.vmsHeldSubmit;
    held?.requestSubmit();
  }, [first]);
  return () => takeShownValues(first.form, first.paths);
}
