import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+), which must open the file; other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every script of the build opens with V8's compile hint: Chrome compiles all its functions on a background thread
 * while the file downloads, instead of each one on the main thread the first time it is called (React's renderer,
 * styled-components, the screens, in the middle of the first render). A file is only loaded for a screen that runs
 * it, so what is compiled is what the screen is about to call. Measured on the bench's phone (4x CPU, alternated
 * builds): the first render 125–326 ms instead of 242–673, the first content 1.8–2.1 s instead of 2.0–2.6 s (D221).
 * After Vite's own additions to the chunks (the preload table), so the hint stays the file's first line;
 * scripts/size-check.mjs checks that it does.
 */
export function compileHints(): Plugin {
  return {
    name: 'sb-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
