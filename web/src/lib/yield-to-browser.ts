/** Lets the browser handle input and paint before the next step; in the start chunk. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));
