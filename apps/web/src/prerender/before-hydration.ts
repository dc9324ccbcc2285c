import { useEffect, useState } from 'react';

declare global {
  interface Window {
    /** Set once the app runs the prerendered form: the page's script stops holding submits back. */
    vmsHydrated?: boolean;
    /** A form the visitor submitted before that (login-page.tsx, BOOT_SCRIPT). */
    vmsHeldSubmit?: HTMLFormElement;
  }
}

/**
 * What a visitor did on the prerendered page before the app took it over: the typed values go into the form (the
 * inputs keep them, the form's state starts empty), and a submit the page's script held back is sent now.
 */
export function useInputBeforeHydration<Path extends string>(
  form: { getInputNode: (path: Path) => HTMLElement | null; setFieldValue: (path: Path, value: string) => void },
  paths: readonly Path[],
): void {
  // once, on the first mount: the form object and the paths do not change
  const [first] = useState({ form, paths });
  useEffect(() => {
    window.vmsHydrated = true;
    for (const path of first.paths) {
      const node = first.form.getInputNode(path);
      if (node instanceof HTMLInputElement && node.value) first.form.setFieldValue(path, node.value);
    }
    const held = window.vmsHeldSubmit;
    delete window.vmsHeldSubmit;
    held?.requestSubmit();
  }, [first]);
}
