/** Where the build writes: Hosting serves `client/`, the `ssr` function runs `server/`. */
export const BUILD_DIRECTORY = 'dist';

/** The folder Hosting serves, from web/ (firebase.json's `hosting.public`, a test checks). */
export const CLIENT_BUILD = `${BUILD_DIRECTORY}/client`;

/** Chunk contents for the bench, in a dot folder of the client build, which Hosting never serves. */
export const MODULE_REPORT = '.vite/modules.json';
