/** Public links the engine hands out; each carries the booking's unguessable token. */
export function confirmationPdfUrl(siteUrl: string, processNumber: string, token: string): string {
  return `${siteUrl}/api/v1/booking/bestaetigung/${encodeURIComponent(processNumber)}?token=${encodeURIComponent(token)}`;
}

export function calendarUrl(siteUrl: string, processNumber: string, token: string): string {
  return `${siteUrl}/api/v1/booking/bestaetigung/${encodeURIComponent(processNumber)}/ics?token=${encodeURIComponent(token)}`;
}
