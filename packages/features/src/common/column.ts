// The class of a one-column page, with its style (issue #26 part 3: written once, not per page).
import './column.css';

/** One calm column at a reading width: blocks 1rem apart, no margins of their own. */
export const COLUMN_CLASS = 'ts-column';
