import type { PageResult } from '@ck/shared';

/** Most pages read for one list: a server that keeps answering full pages cannot loop us forever. */
const MAX_PAGES = 100;

/** Every record of a paged list, page 1 onwards, until the total is reached or a page comes back empty. */
export async function readAllPages<T>(fetchPage: (pageNo: number) => Promise<PageResult<T>>): Promise<T[]> {
  const records: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const page = await fetchPage(pageNo);
    records.push(...page.records);
    if (!page.records.length || records.length >= Number(page.total)) break;
  }
  return records;
}
