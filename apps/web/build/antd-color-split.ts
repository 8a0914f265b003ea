import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const IS_BRIGHT_ID = '\0ck-antd-is-bright';
const PRESETS_SOURCE = '../../color-picker/components/ColorPresets';
const STYLE_IMPORTER = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;
const COLOR_PICKER_BARREL = /from\s*['"]@rc-component\/color-picker['"]/;

/**
 * antd's Button and Tag styles import `isBright` from the colour picker's presets module, which also
 * imports Collapse; antd's `color.js` imports the colour class through the picker's barrel. Those
 * static edges put Collapse and the whole colour picker into the first paint of every page with a
 * button. This plugin serves `isBright` from a module holding only that function (taken from the
 * installed antd at build time) and imports the colour class from its own file. If antd's source no
 * longer has the expected shape, the original imports stay and the build only warns.
 */
export function antdColorSplit(): Plugin {
  return {
    name: 'ck-antd-color-split',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === PRESETS_SOURCE && importer && STYLE_IMPORTER.test(importer)) return IS_BRIGHT_ID;
      return null;
    },
    load(id) {
      if (id !== IS_BRIGHT_ID) return null;
      const file = require.resolve('antd/es/color-picker/components/ColorPresets.js');
      const fn = fs.readFileSync(file, 'utf8').match(/export const isBright = [\s\S]*?\n};\n/);
      if (!fn || !/\bRcColor\b/.test(fn[0])) {
        this.warn('antd ColorPresets changed shape; isBright is imported unsplit');
        return `export { isBright } from ${JSON.stringify(file)};`;
      }
      return `import { Color as RcColor } from '@rc-component/color-picker/es/color';\n${fn[0]}`;
    },
    transform(code, id) {
      if (!/[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/.test(id)) return null;
      const only = code.match(
        /import\s*\{\s*Color as (\w+)\s*\}\s*from\s*['"]@rc-component\/color-picker['"];?/,
      );
      if (!only || code.replace(only[0], '').match(COLOR_PICKER_BARREL)) return null;
      return {
        code: code.replace(
          only[0],
          `import { Color as ${only[1]} } from '@rc-component/color-picker/es/color';`,
        ),
        map: null,
      };
    },
  };
}
