import { cleanDescription } from '../ldraw/cleanDescription.ts';
import type { ModelPart } from '../ldraw/buildModel.ts';
import type { PartTraits } from './partTraits.ts';

/**
 * A name for a piece a player recognises: the innermost submodel that holds
 * all its parts ("Horse1", "Minifig - Anakin Skywalker"), else the submodel
 * most of its parts are in, else the model's own name; a vehicle by its own parts, not its pilot's.
 * A submodel named for nothing in it ("main.ldr", "complete", "Untitled") gives way to the model's name.
 */
export function pieceName(parts: readonly ModelPart[], indices: readonly number[], traits: readonly PartTraits[], modelName: string, isFigure = false): string {
  // A vehicle is named by its own parts, not by the pilot's submodel.
  const own = indices.filter((i) => traits[i]!.minifig === undefined);
  const body = indices.filter((i) => traits[i]!.minifig !== undefined);
  // A figure by its body (not the anvil it carries), a vehicle by its own parts (not its pilot); a rider on his mount by
  // himself, what he wears and wields no part of the mount (a knight with his helmet, shield, sword and lance on his horse).
  const kit = (i: number) => traits[i]!.weapon !== undefined || traits[i]!.armour !== undefined || traits[i]!.accessory === true;
  const mounted = own.some((i) => traits[i]!.faceKind === 'creature');
  const figure = body.length > 0 && (isFigure || (mounted ? own.filter((i) => !kit(i)) : own).length <= body.length);
  const named = figure ? body : own.length > 0 ? own : indices;
  const chains = named.map((i) => parts[i]!.submodel);
  let common = chains[0] ?? [];
  for (const c of chains) {
    let k = 0;
    while (k < common.length && k < c.length && common[k] === c[k]) k++;
    common = common.slice(0, k);
  }
  // A moulded animal, no rider on it, in a submodel that holds more than its piece (a pteranodon over an island's tree,
  // a scorpion on a vault's treasure, one placed in the file's main model beside a plane) is named for what it is.
  const creatures = indices.filter((i) => traits[i]!.faceKind === 'creature');
  const animal = creatures.length === 1 && body.length === 0 ? /^Animal\s+(.+?)(\s+with\b.*)?$/.exec(cleanDescription(parts[creatures[0]!]!.file?.description ?? ''))?.[1] : undefined;
  if (animal) {
    const mine = new Set(indices);
    const home = parts[creatures[0]!]!.submodel;
    if (parts.some((p, i) => !mine.has(i) && within(p.submodel, home))) return animal;
  }
  if (common.length > 0 && saysWhat(tidy(common[common.length - 1]!))) {
    const name = tidy(common[common.length - 1]!);
    // A part's number (a figure or animal expanded from the library's shortcut, "6260c01") says less than what the
    // shortcut's title says it is ("Skeleton"), or an animal's own part ("Monkey").
    if (!/^\d+[a-z0-9]*$/i.test(name)) return name;
    const title = named.map((i) => parts[i]!.shortcut?.title).find((t) => t);
    return (title && shortTitle(title)) || indices.map((i) => /^Animal (\w+)/.exec(parts[i]!.file?.description ?? '')?.[1]).find((w) => w) || name;
  }
  const counts = new Map<string, number>();
  for (const c of chains) if (c.length > 0) counts.set(c[0]!, (counts.get(c[0]!) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (top && top[1] * 2 > named.length && saysWhat(tidy(top[0]))) return tidy(top[0]);
  if (own.length === 0 || own.length === indices.length) {
    if (indices.some((i) => traits[i]!.minifig === 'torso') && own.length <= indices.length / 2) return 'minifig';
  }
  // A microfigure standing straight in the model is named for what its print shows ("Astronaut microfigure").
  const micro = indices.length === 1 ? MICROFIG.exec(cleanDescription(parts[indices[0]!]!.file?.description ?? '')) : null;
  if (micro) return micro[1] ? `${micro[1]} microfigure` : 'microfigure';
  return tidy(modelName);
}

const MICROFIG = /^(?:Microfig|Minifig Statuette)\b(?:.*?\bwith (.+?) Pattern\b)?/;

/** Whether a part sits in the submodel that chain names, directly or in one of its own (the file's main model holds all). */
function within(chain: readonly string[], of: readonly string[]): boolean {
  return chain.length >= of.length && of.every((c, k) => c === chain[k]);
}

/**
 * The name a model file goes by: its main block's, unless that says nothing ("75060 - complete.ldr"), then
 * the file's ("75060 - Slave I.mpd").
 */
export function modelName(names: readonly (string | undefined)[]): string {
  const given = names.filter((n): n is string => !!n);
  return given.find((n) => saysWhat(tidy(n))) ?? given[0] ?? 'build';
}

/**
 * Whether a name says what is in it: builders and CAD tools name a file's parts "main", "complete", "Untitled",
 * "model 2" or "subModel-82" as often as "Horse1". Only letters and numbers count ("main_1" is "main 1").
 */
function saysWhat(name: string): boolean {
  return !/^(main|main model|model|complete|complete model|untitled|unnamed|new model|default|final|full|full model|whole|all|assembly|sub ?model|part|step|bag|\d+)( ?\d+)?$/i.test(name.replace(/[\s_-]+/g, ' ').trim());
}

/** "6080 - Horse1.ldr" -> "Horse1": the set number and the extension (a packed file's too) say nothing about the piece. */
function tidy(name: string): string {
  // A packed file (three.js's examples) is "10174-1-ImperialAT-ST-UCS.mpd_Packed.mpd".
  return name.replace(/\.(ldr|dat|mpd|io)(_Packed\.mpd)?$/i, '').replace(/^\d+(-\d+)?\s*-\s*/, '').trim() || name;
}

/** "Minifig Skeleton (Shortcut)" -> "Skeleton": the range and the library's own notes say nothing about the piece. */
function shortTitle(title: string): string {
  return title.replace(/^[~=_|]?(Minifig|Animal)\s+/, '').replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+/g, ' ').trim();
}
