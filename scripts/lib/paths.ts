import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const fromRoot = (...parts: string[]) => path.join(ROOT, ...parts);
/** Git-ignored working folder for generated jars, temp files and emulator data. */
export const WORK_DIR = fromRoot('.emulators');
/** The emulators' data kept between two `npm start`s (elsewhere for the start script's test). */
export const DATA_DIR = process.env.PEDALWORKS_DATA_DIR ?? fromRoot('.emulator-data');
