/** See forgetScenes.mjs. */
export function forgetScenes(): Promise<number>;
