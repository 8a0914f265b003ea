export const ASSETS = '/api/teaching/teachingScratchAssets';
export const ADDITIONAL = '/api/teaching/teachingAdditionalWork';
export const MINE_ADDITIONAL = '/api/teaching/teachingWork/mineAdditionalWork';

export { expectRefused } from '../../../../test/helpers/refusals.ts';
