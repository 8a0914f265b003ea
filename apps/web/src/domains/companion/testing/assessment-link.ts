/**
 * The mobile companion's address of an assessment. An `orgId` in the current page's query (a visitor
 * who came through an organisation's link) goes along, so the phone opens the same organisation's test.
 */
export function assessmentLink(id: string, search = ''): string {
  const orgId = new URLSearchParams(search).get('orgId')?.trim();
  const path = `/m/assessment/${encodeURIComponent(id)}`;
  return orgId ? `${path}?orgId=${encodeURIComponent(orgId)}` : path;
}
