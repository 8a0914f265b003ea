import { App } from 'antd';

/**
 * Deletes one row of a list page once its confirm was answered: 删除成功, then the row leaves the list
 * (`afterDelete`: out of the selection, an emptied last page steps back). A refusal was already shown
 * by the HTTP client.
 */
export function useRowDelete(remove: (id: string) => Promise<unknown>) {
  const { message } = App.useApp();
  return async (id: string, list: { afterDelete: (ids: string[]) => void }) => {
    try {
      await remove(id);
      message.success('删除成功');
      list.afterDelete([id]);
    } catch {
      // The client already showed the reason.
    }
  };
}
