/** Client-side paging of a small list (schools, teams): 20 a page like the server lists. */
export const localPagination = (total: number) =>
  total > 20
    ? {
        defaultPageSize: 20,
        showSizeChanger: true,
        showTotal: (n: number) => `共 ${n} 条`,
      }
    : false;
