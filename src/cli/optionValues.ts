import { InvalidArgumentError } from 'commander';
import { ELEMENTS, parseElement, type ElementName } from '../rules/block-duel-chess/elements.ts';

// Option values checked while the command line is parsed: commander reports a
// bad one as "option '--x <v>' argument 'y' is invalid. <reason>", a usage error.

/** A whole number from `min` to `max`, digits only (no signs, exponents or fractions). */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (raw: string) => number {
  return (raw) => {
    const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(max === Number.MAX_SAFE_INTEGER ? `It takes a whole number of at least ${min}.` : `It takes a whole number from ${min} to ${max}.`);
    }
    return n;
  };
}

/** A number above zero, fractions allowed (a size in MB). */
export function positiveNumber(raw: string): number {
  const n = Number(raw);
  if (!(n > 0)) throw new InvalidArgumentError('It takes a number above 0.');
  return n;
}

/** An Element by name, in any case. */
export function element(raw: string): ElementName {
  const parsed = parseElement(raw);
  if (!parsed) throw new InvalidArgumentError(`It is not an Element (${ELEMENTS.map((e) => e.name).join(', ')}).`);
  return parsed;
}
