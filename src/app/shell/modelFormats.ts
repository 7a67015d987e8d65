/** The files the viewer opens, as the file chooser's `accept` and as said to the player. */
export const MODEL_ACCEPT = '.ldr,.mpd,.dat,.io,.txt';
export const MODEL_FORMATS = ['.ldr', '.mpd', '.dat', '.io'] as const;
