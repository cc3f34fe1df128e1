// §2 confirmation modal "add to calendar": the ICS text as a file download (WEB only).
export const CALENDAR_FILE_NAME = 'termin.ics';

export function downloadCalendarFile(ics: string, fileName: string = CALENDAR_FILE_NAME): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
