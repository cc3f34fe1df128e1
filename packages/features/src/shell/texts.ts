/** §2 "Other pages": "'Inhalt wird geladen' while loading" — for every page that loads. */
export const LOADING_TEXT = 'Inhalt wird geladen';
