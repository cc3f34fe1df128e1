/** Local time of the service: dates, times of day and the daytime mask are German time (§3). */
export const SERVICE_TIME_ZONE = 'Europe/Berlin';
