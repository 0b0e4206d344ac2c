// The listing options modal's id in the shell's modal stack: the buttons that open it need it
// without loading the modal itself (LazyListingOptionsModal).
export const LISTING_OPTIONS_MODAL_ID = 'mf-catalog:listing-options';
