// What every property-detail tab gets from the page (the header's buttons drive the tabs' saves).

/** Why the header asks a tab to save: a step to another tab, or Save For Later (stricter on the interior tab). */
export type SaveIntent = 'next' | 'previous' | 'step' | 'later';

/**
 * A tab's save: true when saved (or nothing to save), false to keep the person on the tab (invalid input shown).
 * The intent is optional, so a save that ignores it (`() => Promise<boolean>`) fits too.
 */
export type TabSave = (intent?: SaveIntent) => Promise<boolean>;

export interface OrderTabProps<Detail> {
  assetId: string;
  detail: Detail;
  /** The header's Next/Continue, Previous and Save For Later call the registered save first; null unregisters. */
  registerSave: (save: TabSave | null) => void;
  /** Unsaved edits on the tab (Previous from tab 5 asks to confirm when true). */
  onDirtyChange: (dirty: boolean) => void;
}
