import { getAction, unwrap } from '../../api/client.ts';

export const fetchMyPoints = async () =>
  unwrap(await getAction<number>('/teaching/teachingJifen/getMyJifen', undefined, { quiet: true }));
