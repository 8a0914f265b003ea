import type { MyPoints } from '@ck/shared';
import { getAction, unwrap } from '../../api/client.ts';

export const fetchMyPoints = async () =>
  unwrap(await getAction<MyPoints>('/teaching/teachingJifen/getMyJifen', undefined, { quiet: true }));
