import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Each Mantine component keeps its class names in `<Name>.module.mjs`, beside its code `<Name>.mjs`. */
const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const RELATIVE_IMPORT = /^import (?:[^'"]*? from )?"(\.[^"]+)";$/gm;

/**
 * The components whose class names a component's code reaches (its building blocks, e.g. Popover and
 * Input for Combobox), building blocks first: their style sheets must come before its own.
 */
function buildingBlocks(componentFile: string, seen = new Set<string>()): string[] {
  if (seen.has(componentFile)) return [];
  seen.add(componentFile);
  const names: string[] = [];
  for (const [, specifier] of readFileSync(componentFile, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const target = path.resolve(path.dirname(componentFile), specifier);
    const classNames = CLASS_NAMES.exec(target);
    if (classNames) names.push(classNames[1]);
    else names.push(...buildingBlocks(target, seen));
  }
  return [...new Set(names)];
}

/**
 * Makes each Mantine component's module of class names import that component's style sheet
 * (`@mantine/core/styles/<Name>.css`), preceded by the sheets of its building blocks. A component's CSS
 * then lands in the chunk of the code that uses it: the first screen gets the styles of the components it
 * renders, and the back office's (tables, steppers, date pickers, ...) come with its lazily loaded chunks.
 * The building blocks' sheets come first in the same chunk or in a chunk it imports (Vite puts those
 * first), so same-specificity rules keep Mantine's order (Combobox over Popover, Button over
 * UnstyledButton), which sheets imported by hand in our files could not promise across chunks.
 * main.tsx imports the global sheets.
 *
 * The dev server pre-bundles dependencies without running plugins, so there the entry loads the whole
 * sheet instead.
 */
export function mantineStylesPerComponent(entry: RegExp): Plugin[] {
  const sheet = (name: string) => `import '@mantine/core/styles/${name}.css';`;
  return [
    {
      name: 'marketplace-mantine-styles-per-component',
      apply: 'build',
      transform: {
        filter: { id: CLASS_NAMES },
        handler(code, id) {
          const name = CLASS_NAMES.exec(id)?.[1];
          if (!name) return null;
          // Slider's code sits one folder down (Slider/Slider/Slider.mjs), beside RangeSlider's.
          const beside = path.join(path.dirname(id), `${name}.mjs`);
          const component = existsSync(beside) ? beside : path.join(path.dirname(id), name, `${name}.mjs`);
          const sheets = [...buildingBlocks(component).filter((block) => block !== name), name].map(sheet);
          // One line, so the module's own lines keep their numbers.
          return { code: `${sheets.join(' ')} ${code}`, map: null };
        },
      },
    },
    {
      name: 'marketplace-mantine-styles-in-dev',
      apply: 'serve',
      transform: {
        filter: { id: entry },
        handler: (code) => ({ code: `import '@mantine/core/styles.css'; ${code}`, map: null }),
      },
    },
  ];
}
