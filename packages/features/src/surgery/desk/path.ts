// Where the SURGERY app shows the appointment desk (apps/surgery routes and the start page's link).
export const DESK_PATH = '/terminservice/praxis/termine';
