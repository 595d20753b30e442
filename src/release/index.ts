export { loadRelease, byCodeUnit, RELEASE_FILES, type Release, type ReleaseQuery } from './load.js';
export { bundledRelease } from './bundled.js';
