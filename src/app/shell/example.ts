import text from '../../../models/minifig.ldr?raw';

/** The build shown on first start and one click away on the first screen: the rules' reference minifig. */
export const EXAMPLE = { name: 'minifig.ldr', text } as const;
