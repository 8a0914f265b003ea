import { deleteAction, getAction, type Params, postAction, putAction, unwrap } from './client.ts';

// The calls of the domain APIs: the envelope's `result`, or the server's message thrown as an `HttpError`.
// `quiet` skips the error toast, for forms that show the message beside their fields.

export const getResult = async <T>(url: string, params?: Params, quiet = false) =>
  unwrap(await getAction<T>(url, params, { quiet }));

export const postResult = async <T>(url: string, body: unknown, quiet = false) =>
  unwrap(await postAction<T>(url, body, { quiet }));

export const putResult = async <T>(url: string, body: unknown, quiet = false) =>
  unwrap(await putAction<T>(url, body, { quiet }));

export const deleteResult = async <T>(url: string, params: Params, quiet = false) =>
  unwrap(await deleteAction<T>(url, params, { quiet }));
