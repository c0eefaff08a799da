// @ts-check
/**
 * How the site's webpack plugins add, change or check what a build emits: a step run at one
 * stage (`Compilation.PROCESS_ASSETS_STAGE_*`) of every compilation's asset processing.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name, as webpack reports it
 * @param {number} stage
 * @param {(compilation: import('webpack').Compilation) => void} step
 */
function processAssetsAt(compiler, name, stage, step) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage }, () => step(compilation));
  });
}

module.exports = { processAssetsAt };
