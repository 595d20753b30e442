export { loadRelease, type Release, type ReleaseQuery } from './load.js';
export {
  RELEASE_FILES,
  RELEASE_VERSION,
  RELEASE_TIMINGS_FILE,
  MANIFEST_FILES,
  EVALUATED_FILES,
  readManifest,
} from './format.js';
export { readReleaseTimings, RELEASE_TIMINGS_VERSION, type OracleTimes } from './timings.js';
export { writeRelease, type ReleaseContents, type ManifestInput } from './write.js';
export { byCodeUnit } from '../core/order.js';
export { bundledRelease } from './bundled.js';
