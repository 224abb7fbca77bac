/** The law's block's heading: also its accessible name, which the tests look it up by. */
export const REGULATED_CARE_TITLE = 'Injektioner och trådlyft enligt lag';
