// What every property-detail tab gets from the page (the header's buttons drive the tabs' saves).

/** A tab's save: true when saved (or nothing to save), false to keep the person on the tab (invalid input shown). */
export type TabSave = () => Promise<boolean>;

export interface OrderTabProps<Detail> {
  assetId: string;
  detail: Detail;
  /** The header's Next/Continue, Previous and Save For Later call the registered save first; null unregisters. */
  registerSave: (save: TabSave | null) => void;
  /** Unsaved edits on the tab (Previous from tab 5 asks to confirm when true). */
  onDirtyChange: (dirty: boolean) => void;
}
