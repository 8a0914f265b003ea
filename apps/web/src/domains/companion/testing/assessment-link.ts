/**
 * The mobile companion's address of an assessment, with the organisation it belongs to (else an
 * `orgId` in the current page's query), so a phone scanning the code opens the same organisation's test.
 */
export function assessmentLink(id: string, search = '', ownOrg?: string): string {
  const orgId = ownOrg || new URLSearchParams(search).get('orgId')?.trim();
  const path = `/m/assessment/${encodeURIComponent(id)}`;
  return orgId ? `${path}?orgId=${encodeURIComponent(orgId)}` : path;
}
