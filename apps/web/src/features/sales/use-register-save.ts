import { useEffect } from 'react';
import type { TabSave } from './order-tab';

/**
 * Hands the page the tab's current save and dirty flag. The save is re-registered after every render so the header
 * always runs it against the latest input; both are withdrawn when the tab unmounts.
 */
export function useRegisterSave(
  registerSave: (save: TabSave | null) => void,
  onDirtyChange: (dirty: boolean) => void,
  save: TabSave,
  dirty: boolean,
): void {
  useEffect(() => {
    registerSave(save);
  });
  useEffect(() => () => registerSave(null), [registerSave]);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}
