import { Option } from 'commander';
import { element } from './optionValues.ts';

// Options that several commands take, described once so their help reads the same everywhere.

export interface LibraryOptions {
  readonly library?: string;
  readonly unofficial?: string;
}

export interface RuleOptions {
  readonly ruler?: string;
  readonly set?: string;
}

export const libraryOption = () => new Option('--library <dir>', 'the LDraw library folder (default: LDRAWDIR, the installed library, or /usr/share/ldraw)');
export const unofficialOption = () => new Option('--unofficial <dir>', 'a folder of unofficial parts searched after the library');
export const submodelOption = () => new Option('--submodel <name>', 'read only this submodel of an MPD file');
// The values of --ruler and --set are checked by the rules' own table (withSettings), not repeated here.
export const rulerOption = () => new Option('--ruler <ruler>', 'how long 1 p is: quarter-inch, as the rules say (default), or stud');
export const setOption = () => new Option('--set <name=value,...>', 'switch interpretations of the rules, as a comma list (blockValue=height-in-plates,...)');
export const elementOption = (flags: string, description: string) => new Option(flags, description).argParser(element);
