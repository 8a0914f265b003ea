// The package's `lib/` build is CommonJS: in the production bundle its default import is the module
// object, not the component, and rendering it fails with React error #130 ("element type is
// undefined"). Its `esm/` build has a real default export, the same in development and production.
import EChartsReactCore from 'echarts-for-react/esm/core';

/** The echarts-for-react core component (pass a tree-shaken `echarts` instance as its `echarts` prop). */
export const EChartsCore = EChartsReactCore;
