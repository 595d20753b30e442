import { commonOptions } from '../config.js';

export const commonOptionNames: readonly string[] = Object.keys(commonOptions);
