// Where the appointment desk 'Terminverwaltung' lives (docs/supply.md). Kept in the app, so the
// route table and the start page's link need no code of the desk's lazy chunk.
export const DESK_PATH = '/terminservice/praxis/termine';
